'use client';

import { useId, useRef, useState } from 'react';
import {
  CITATION_FORMATS,
  citationFormats,
  citationPath,
  splitAtOwner,
  type CitationFormat,
  type Citations,
  type OwnerName,
} from '@/lib/research/formats';
import { buttonClasses } from '@/components/ui/button-link';
import { showToast } from '@/lib/browser/toast';
import { citeText } from '@/content/research-labels';

type Style = keyof typeof citeText.styles;
type Loaded = { status: 'loading' | 'failed' } | { status: 'ready'; citations: Citations };

/** Fetches the server-formatted citations from their own address when first opened. */
export function CiteButton({
  workKey,
  title,
  owner,
}: {
  workKey: string;
  title: string;
  /** Her name, where the work lists her: set apart in the formatted styles. */
  owner?: OwnerName;
}) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState<Loaded>();
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const load = async () => {
    // Try again goes while loading: focus returns to Cite, as on Escape, not to the page's start.
    toggleRef.current?.focus();
    setLoaded({ status: 'loading' });
    try {
      const response = await fetch(citationPath(workKey));
      if (!response.ok) throw new Error(`${response.status}`);
      setLoaded({ status: 'ready', citations: (await response.json()) as Citations });
    } catch {
      setLoaded({ status: 'failed' });
    }
  };

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <div
      className="cite w-full noscript:hidden"
      onKeyDown={(e) => e.key === 'Escape' && open && close()}
    >
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={citeText.buttonLabel(title)}
        onClick={() => {
          if (!open && !loaded) void load();
          setOpen((v) => !v);
        }}
        className={buttonClasses('secondary')}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" fill="currentColor" aria-hidden="true">
          <path d="M4 17.5c0-4.6 2-8.3 6-10.5l1 1.6c-2.2 1.5-3.3 3.2-3.4 5.4H10V20H4zm9.5 0c0-4.6 2-8.3 6-10.5l1 1.6c-2.2 1.5-3.3 3.2-3.4 5.4h2.4V20h-6z" />
        </svg>
        {citeText.button}
      </button>
      <div
        id={panelId}
        hidden={!open}
        role="group"
        aria-label={citeText.panelLabel}
        className="mt-4 rounded-xl border border-line bg-surface p-4"
      >
        {loaded?.status === 'ready' ? (
          <CitePanel title={title} citations={loaded.citations} owner={owner} />
        ) : loaded?.status === 'failed' ? (
          <p role="alert" className="flex flex-wrap items-center gap-3 text-sm text-ink-soft">
            {citeText.loadFailed}
            <button type="button" onClick={load} className={buttonClasses('secondary')}>
              {citeText.retry}
            </button>
          </p>
        ) : (
          <p role="status" className="text-sm text-ink-muted">
            {citeText.loading}
          </p>
        )}
      </div>
    </div>
  );
}

function CitePanel({
  title,
  citations,
  owner,
}: {
  title: string;
  citations: Citations;
  owner?: OwnerName;
}) {
  const [style, setStyle] = useState<Style>('apa');
  const citation = citations[style].trim();
  // One toast a panel, each action replacing the last: a growing stack would cover the panel's
  // own buttons when it sits at the foot of the screen, the toasts' corner.
  const id = useId();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(citation);
      void showToast('success', citeText.copied, { description: title, id });
    } catch {
      void showToast('error', citeText.copyFailed, { description: citeText.copyFailedHelp, id });
    }
  };

  const download = (format: CitationFormat) => {
    const { label, mime } = CITATION_FORMATS[format];
    const fileName = `${citations.fileName}.${format}`;
    const url = URL.createObjectURL(new Blob([citations[format]], { type: mime }));
    Object.assign(document.createElement('a'), { href: url, download: fileName }).click();
    // Revoke later: revoking synchronously can cancel the download in some browsers.
    window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
    void showToast('success', citeText.downloaded(label), { description: fileName, id });
  };

  return (
    <>
      <label className="flex flex-wrap items-center gap-2 text-eyebrow font-semibold uppercase text-ink-muted">
        {citeText.styleLabel}
        <select
          value={style}
          onChange={(e) => setStyle(e.target.value as Style)}
          className="rounded-md border border-line bg-surface-raised px-2 py-1 text-sm tracking-normal normal-case text-ink"
        >
          {Object.entries(citeText.styles).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </label>
      {style === 'apa' || style === 'vancouver' ? (
        <p className="mt-2 font-serif text-[0.95rem] leading-relaxed break-words text-ink select-all">
          {owner
            ? splitAtOwner(citation, owner).map((part, i) =>
                i % 2 ? <strong key={i}>{part}</strong> : part,
              )
            : citation}
        </p>
      ) : (
        // It scrolls: the keyboard reaches it, and a screen reader names it.
        <pre
          tabIndex={0}
          role="region"
          aria-label={citeText.textLabel(citeText.styles[style])}
          className="mt-2 max-h-64 overflow-auto text-xs whitespace-pre-wrap wrap-anywhere text-ink select-all"
        >
          {citation}
        </pre>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" onClick={copy} className={buttonClasses('primary')}>
          {citeText.copy}
        </button>
        {citationFormats.map((format) => (
          <button
            key={format}
            type="button"
            onClick={() => download(format)}
            className={buttonClasses('secondary')}
          >
            {citeText.download} {CITATION_FORMATS[format].label}{' '}
            <span className="text-ink-muted">(.{format})</span>
          </button>
        ))}
      </div>
    </>
  );
}
