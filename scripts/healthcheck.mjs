// The container's health check (Dockerfile HEALTHCHECK; scripts/standalone-smoke.sh runs it too):
// healthy when the home page answers 2xx within 5 s. Node's own fetch: slim images have no curl.
const port = process.env.PORT || '3000';
try {
  const response = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(5000) });
  process.exit(response.ok ? 0 : 1);
} catch {
  process.exit(1);
}
