// Jest's module system cannot load node-fetch 3 (ES modules only), which citation-js requires for
// remote inputs the site never gives it; a function that refuses stands in. Under jsdom citation-js
// takes the global fetch instead, which jsdom lacks, so the same function fills it when absent.
function fetch() {
  return Promise.reject(new Error('citation-js fetched a remote input in a test'));
}
globalThis.fetch ??= fetch;
module.exports = fetch;
module.exports.default = fetch;
module.exports.Headers = globalThis.Headers;
