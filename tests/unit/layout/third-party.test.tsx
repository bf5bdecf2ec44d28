import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { Analytics } from '@/components/layout/analytics';
import { VoiceAssistant } from '@/components/layout/voice-assistant';
import { CONSENT_STORAGE_KEY, posthogOptions, scheduleAnalytics } from '@/lib/browser/analytics';
import { VOICE_WIDGET_PINNED } from '@/lib/browser/voice-assistant';
import { config } from '@/lib/config';

// next/script manages loading itself; record what the widget asks of it.
jest.mock('next/script', () => ({
  __esModule: true,
  default: (props: Record<string, string>) => (
    <span
      data-testid="next-script"
      data-src={props.src}
      data-strategy={props.strategy}
      data-integrity={props.integrity}
      data-crossorigin={props.crossOrigin}
      id={props.id}
    />
  ),
}));

describe('<VoiceAssistant>', () => {
  it('renders the provider element with the agent id and loads its pinned script after the page is interactive', () => {
    const { container } = render(
      <VoiceAssistant agentId="agent_123" script={config.voiceWidget} />,
    );
    const widget = container.querySelector('elevenlabs-convai');
    expect(widget).not.toBeNull();
    expect(widget).toHaveAttribute('agent-id', 'agent_123');
    const script = container.querySelector('[data-testid="next-script"]');
    // An exact version and file, refused by the browser unless its bytes match the hash.
    expect(script).toHaveAttribute(
      'data-src',
      'https://unpkg.com/@elevenlabs/convai-widget-embed@0.5.4/dist/index.js',
    );
    expect(script).toHaveAttribute(
      'data-integrity',
      expect.stringMatching(/^sha384-[A-Za-z0-9+/]{64}$/),
    );
    expect(script).toHaveAttribute('data-crossorigin', 'anonymous');
    expect(script).toHaveAttribute('data-strategy', 'lazyOnload');
    expect(config.voiceWidget).toEqual(VOICE_WIDGET_PINNED);
  });
});

describe('analytics', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  const importerFor = () => {
    const init = jest.fn();
    const importer = jest.fn(() => Promise.resolve({ default: { init } }));
    return { init, importer };
  };

  const renderAnalytics = (props: Partial<ComponentProps<typeof Analytics>>) =>
    render(<Analytics apiHost="https://eu.i.posthog.com" {...props} />);

  it('maps the analytics options onto posthog-js: memory only and no recording until consent', () => {
    const { before_send: beforeSend, ...options } = posthogOptions('https://eu.i.posthog.com');
    expect(options).toEqual({
      api_host: 'https://eu.i.posthog.com',
      capture_pageview: 'history_change',
      capture_pageleave: true,
      persistence: 'memory',
      disable_session_recording: true,
      disable_surveys: true,
      capture_exceptions: true,
      respect_dnt: true,
      request_batching: true,
      feature_flag_request_timeout_ms: 3000,
    });
    // The owner's recording opt-in alone records nothing; consent alone stores but records nothing.
    expect(posthogOptions('h', { recordSessions: true }).disable_session_recording).toBe(true);
    expect(posthogOptions('h', { consent: 'granted' })).toMatchObject({
      persistence: 'localStorage+cookie',
      disable_session_recording: true,
    });
    expect(
      posthogOptions('h', { consent: 'granted', recordSessions: true }).disable_session_recording,
    ).toBe(false);
    const event = { event: '$pageview', properties: { $ip: '203.0.113.9', $current_url: '/' } };
    expect((beforeSend as unknown as (e: typeof event) => unknown)(event)).toEqual({
      event: '$pageview',
      properties: { $current_url: '/' },
    });
    // An event an earlier hook dropped, or one without properties, passes through untouched.
    const send = beforeSend as unknown as (e: unknown) => unknown;
    expect(send(null)).toBeNull();
    expect(send({ event: '$identify' })).toEqual({ event: '$identify' });
  });

  it('loads nothing after a refusal, with Do Not Track or with Global Privacy Control', async () => {
    const { importer } = importerFor();
    scheduleAnalytics('phc', 'h', importer, { readChoice: () => 'denied' });
    for (const signal of ['doNotTrack', 'globalPrivacyControl'] as const) {
      Object.defineProperty(navigator, signal, {
        value: signal === 'doNotTrack' ? '1' : true,
        configurable: true,
      });
      scheduleAnalytics('phc', 'h', importer);
      delete (navigator as unknown as Record<string, unknown>)[signal];
    }
    await jest.runAllTimersAsync();
    expect(importer).not.toHaveBeenCalled();
  });

  it('asks once PostHog is loaded; "Allow" stores the choice and lets PostHog remember the visitor', async () => {
    const init = jest.fn();
    const client = { init, set_config: jest.fn(), startSessionRecording: jest.fn() };
    const importer = jest.fn(() => Promise.resolve({ default: client }));
    renderAnalytics({ posthogKey: 'phc_test', importer, recordSessions: true });
    expect(screen.queryByRole('region', { name: 'Analytics choice' })).toBeNull();
    await act(() => jest.runAllTimersAsync());
    expect(init).toHaveBeenCalledWith(
      'phc_test',
      expect.objectContaining({ persistence: 'memory', disable_session_recording: true }),
    );
    const panel = screen.getByRole('region', { name: 'Analytics choice' });
    expect(panel).toHaveClass('fixed');
    expect(within(panel).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'Allow' }));
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('granted');
    expect(client.set_config).toHaveBeenCalledWith({ persistence: 'localStorage+cookie' });
    expect(client.startSessionRecording).toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Analytics choice' })).toBeNull();
  });

  it('"No, thanks" stops capturing now and loads nothing on the next page', async () => {
    const client = { init: jest.fn(), opt_out_capturing: jest.fn() };
    const importer = jest.fn(() => Promise.resolve({ default: client }));
    const { unmount } = renderAnalytics({ posthogKey: 'phc_test', importer });
    await act(() => jest.runAllTimersAsync());
    fireEvent.click(screen.getByRole('button', { name: 'No, thanks' }));
    expect(client.opt_out_capturing).toHaveBeenCalled();
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('denied');
    unmount();
    renderAnalytics({ posthogKey: 'phc_test', importer });
    await act(() => jest.runAllTimersAsync());
    expect(importer).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region', { name: 'Analytics choice' })).toBeNull();
  });

  it('with a key, imports posthog-js only once the page is idle, then initialises it', async () => {
    const { importer, init } = importerFor();
    renderAnalytics({ posthogKey: 'phc_test', importer });
    // Not during render or the first effects: deferred to an idle moment after load.
    expect(importer).not.toHaveBeenCalled();
    await act(() => jest.runAllTimersAsync());
    expect(importer).toHaveBeenCalledTimes(1);
    expect(init).toHaveBeenCalledWith(
      'phc_test',
      expect.objectContaining({ api_host: 'https://eu.i.posthog.com', persistence: 'memory' }),
    );
  });

  it('remembers an earlier "Allow": PostHog keeps its cookie, records as the owner chose, asks nothing', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'granted');
    const { importer, init } = importerFor();
    renderAnalytics({ posthogKey: 'phc_test', importer, recordSessions: true });
    await act(() => jest.runAllTimersAsync());
    expect(init).toHaveBeenCalledWith(
      'phc_test',
      expect.objectContaining({
        persistence: 'localStorage+cookie',
        disable_session_recording: false,
      }),
    );
    expect(screen.queryByRole('region', { name: 'Analytics choice' })).toBeNull();
  });

  it.each([
    ['a stored value that is no choice', () => localStorage.setItem(CONSENT_STORAGE_KEY, 'yes')],
    [
      'storage that refuses to be read',
      () =>
        jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        }),
    ],
  ])('counts %s as no choice yet: memory only, and the visitor is asked', async (_, arrange) => {
    arrange();
    const { importer, init } = importerFor();
    renderAnalytics({ posthogKey: 'phc_test', importer });
    await act(() => jest.runAllTimersAsync());
    expect(init).toHaveBeenCalledWith(
      'phc_test',
      expect.objectContaining({ persistence: 'memory' }),
    );
    expect(screen.getByRole('region', { name: 'Analytics choice' })).toBeInTheDocument();
  });

  it('honours a refusal made in another tab while posthog-js was on its way', async () => {
    const { importer, init } = importerFor();
    let choice: 'denied' | null = null;
    scheduleAnalytics('phc_test', 'https://eu.i.posthog.com', importer, {
      readChoice: () => choice,
    });
    choice = 'denied';
    await jest.runAllTimersAsync();
    expect(importer).toHaveBeenCalledTimes(1);
    expect(init).not.toHaveBeenCalled();
  });

  it('waits for the load event when the document is still loading', async () => {
    const { importer } = importerFor();
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    scheduleAnalytics('phc_test', 'https://eu.i.posthog.com', importer);
    await jest.runAllTimersAsync();
    expect(importer).not.toHaveBeenCalled();
    readyState.mockRestore();
    window.dispatchEvent(new Event('load'));
    await jest.runAllTimersAsync();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('cancelling before the idle moment (unmount) loads nothing', async () => {
    const { importer } = importerFor();
    const cancel = scheduleAnalytics('phc_test', 'https://eu.i.posthog.com', importer);
    cancel();
    await jest.runAllTimersAsync();
    expect(importer).not.toHaveBeenCalled();
  });

  it('a failed import is reported as a warning, never thrown', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    scheduleAnalytics('phc_test', 'https://eu.i.posthog.com', () =>
      Promise.reject(new Error('blocked')),
    );
    await jest.runAllTimersAsync();
    expect(warn).toHaveBeenCalledWith('Analytics could not be loaded', expect.any(Error));
    warn.mockRestore();
  });
});
