import { assistantNotification } from '@/content/layout';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { AssistantNotification } from '@/components/layout/assistant-notification';
import { openVoiceAssistant } from '@/lib/browser/voice-assistant';
import {
  isNotificationDue,
  NOTIFICATION_LAST_SHOWN_KEY,
  NOTIFICATION_SESSION_KEY,
  readNotificationHistory,
  recordNotificationShown,
} from '@/lib/browser/notification-schedule';

const NOW = 1_760_000_000_000;
const DAY = 24 * 60 * 60 * 1000;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  jest.useFakeTimers({ now: NOW });
});

afterEach(() => jest.useRealTimers());

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const notice = () => screen.queryByRole('complementary', { name: assistantNotification.title });
/** Fading now, there for 0.5 s more, then removed. */
function expectFadeOut() {
  expect(notice()).toHaveAttribute('data-state', 'fading');
  advance(499);
  expect(notice()).toBeInTheDocument();
  advance(1);
  expect(notice()).toBeNull();
}

describe('when the notification is due', () => {
  const due = () => isNotificationDue(readNotificationHistory(localStorage, sessionStorage), NOW);

  it('is due when never shown', () => {
    expect(due()).toBe(true);
  });

  it('is due only when last shown over 7 days ago', () => {
    localStorage.setItem(NOTIFICATION_LAST_SHOWN_KEY, String(NOW - 7 * DAY));
    expect(due()).toBe(false);
    localStorage.setItem(NOTIFICATION_LAST_SHOWN_KEY, String(NOW - 7 * DAY - 1));
    expect(due()).toBe(true);
  });

  it('is not due again in the same browser session', () => {
    sessionStorage.setItem(NOTIFICATION_SESSION_KEY, 'true');
    expect(due()).toBe(false);
  });

  it('treats unreadable storage as never shown, and no storage at all as due', () => {
    localStorage.setItem(NOTIFICATION_LAST_SHOWN_KEY, 'yesterday');
    expect(readNotificationHistory(localStorage, sessionStorage).lastShownAt).toBeNull();
    expect(isNotificationDue(readNotificationHistory(null, null), NOW)).toBe(true);
    // Storage blocked by the browser: recording the showing throws nothing.
    expect(() => recordNotificationShown(null, null, NOW)).not.toThrow();
  });
});

describe('<AssistantNotification> with a voice assistant configured', () => {
  it('is hidden, shows after 3.5 s and stores the time and the session mark', () => {
    render(<AssistantNotification />);
    expect(notice()).toBeNull();
    advance(3499);
    expect(notice()).toBeNull();
    expect(localStorage.getItem(NOTIFICATION_LAST_SHOWN_KEY)).toBeNull();
    advance(1);
    expect(notice()).toBeInTheDocument();
    expect(notice()).toHaveAttribute('data-state', 'visible');
    expect(localStorage.getItem(NOTIFICATION_LAST_SHOWN_KEY)).toBe(String(NOW + 3500));
    expect(sessionStorage.getItem(NOTIFICATION_SESSION_KEY)).not.toBeNull();
    expect(screen.getByRole('heading', { name: assistantNotification.title })).toBeInTheDocument();
    expect(screen.getByText(assistantNotification.body)).toBeInTheDocument();
  });

  it('fades at 18.5 s and is removed 0.5 s later', () => {
    render(<AssistantNotification />);
    advance(18_499);
    expect(notice()).toHaveAttribute('data-state', 'visible');
    advance(1);
    expectFadeOut();
  });

  it('the close button fades it out in 0.5 s and cancels the timed fade', () => {
    render(<AssistantNotification />);
    advance(5000);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expectFadeOut();
    advance(20_000);
    expect(notice()).toBeNull();
    expect(jest.getTimerCount()).toBe(0);
  });

  /** Shown after a button the keyboard can come from; that button. */
  function showAfterAButton() {
    render(
      <>
        <button type="button">Before</button>
        <AssistantNotification />
      </>,
    );
    advance(3500);
    return screen.getByRole('button', { name: 'Before' });
  }

  it('Escape dismisses it, and the keyboard goes back where it came from', () => {
    const before = showAfterAButton();
    const dismiss = screen.getByRole('button', { name: 'Dismiss' });
    act(() => before.focus());
    act(() => dismiss.focus());
    // Any other key leaves it be.
    for (const key of ['Enter', 'Tab', 'a']) fireEvent.keyDown(dismiss, { key });
    expect(notice()).toHaveAttribute('data-state', 'visible');
    const refocus = jest.spyOn(before, 'focus');
    fireEvent.keyDown(dismiss, { key: 'Escape' });
    expect(before).toHaveFocus();
    // Back where it was, the page does not scroll to it.
    expect(refocus).toHaveBeenCalledWith({ preventScroll: true });
    expectFadeOut();
  });

  it('the keyboard moved within it still goes back to where it came from', () => {
    const before = showAfterAButton();
    act(() => before.focus());
    act(() => screen.getByRole('button', { name: 'Start Chat' }).focus());
    act(() => screen.getByRole('button', { name: 'Dismiss' }).focus());
    fireEvent.keyDown(screen.getByRole('button', { name: 'Dismiss' }), { key: 'Escape' });
    expect(before).toHaveFocus();
  });

  it('going on its own while the visitor types elsewhere, it leaves the keyboard where it is', () => {
    render(
      <main id="main-content" tabIndex={-1}>
        <input aria-label="Your name" />
        <AssistantNotification />
      </main>,
    );
    advance(3500);
    const field = screen.getByRole('textbox', { name: 'Your name' });
    act(() => field.focus());
    advance(15_000);
    expect(field).toHaveFocus();
    expectFadeOut();
  });

  it('going on its own, it hands the keyboard to the page, not to the document', () => {
    render(
      <main id="main-content" tabIndex={-1}>
        <AssistantNotification />
      </main>,
    );
    advance(3500);
    act(() => screen.getByRole('button', { name: 'Start Chat' }).focus());
    advance(15_000);
    expect(document.getElementById('main-content')).toHaveFocus();
    expectFadeOut();
  });

  it('"Start Chat" opens the voice assistant and fades out in 0.5 s', () => {
    const onStartChat = jest.fn();
    render(<AssistantNotification onStartChat={onStartChat} />);
    advance(3500);
    fireEvent.click(screen.getByRole('button', { name: 'Start Chat' }));
    expect(onStartChat).toHaveBeenCalledTimes(1);
    expectFadeOut();
  });

  it('"Start Chat" before the widget\'s script has run opens it once its element is defined; the notice fades at once', async () => {
    const widget = document.createElement('elevenlabs-convai');
    document.body.append(widget);
    render(<AssistantNotification />);
    advance(3500);
    fireEvent.click(screen.getByRole('button', { name: 'Start Chat' }));
    expectFadeOut();
    // The provider's script arrives: its element, defined, draws the launcher.
    const pressed = jest.fn();
    const launcher = document.createElement('button');
    launcher.addEventListener('click', pressed);
    widget.attachShadow({ mode: 'open' }).append(launcher);
    expect(pressed).not.toHaveBeenCalled();
    customElements.define('elevenlabs-convai', class extends HTMLElement {});
    await act(async () => {});
    expect(pressed).toHaveBeenCalledTimes(1);

    // Defined already: at once.
    await act(() => openVoiceAssistant());
    expect(pressed).toHaveBeenCalledTimes(2);
    widget.remove();
  });

  it('"Start Chat" reaches a widget without a launcher, or none, and fades out all the same', async () => {
    // Defined by the test above. Before its script has drawn the launcher: the widget's own call,
    // else it is brought into view.
    const startConversation = jest.fn();
    const widget: HTMLElement & { startConversation?: () => void } = Object.assign(
      document.createElement('elevenlabs-convai'),
      { startConversation, scrollIntoView: jest.fn() },
    );
    document.body.append(widget);
    expect(await openVoiceAssistant()).toBe(true);
    expect(startConversation).toHaveBeenCalledTimes(1);
    delete widget.startConversation;
    expect(await openVoiceAssistant()).toBe(true);
    expect(widget.scrollIntoView).toHaveBeenCalledWith({ block: 'end' });
    widget.remove();

    // Its script blocked (an extension, offline): no widget at all.
    expect(await openVoiceAssistant()).toBe(false);
    render(<AssistantNotification />);
    advance(3500);
    fireEvent.click(screen.getByRole('button', { name: 'Start Chat' }));
    expectFadeOut();
  });

  it('in a tab opened in the background, counts from when the page is first seen', () => {
    let state: DocumentVisibilityState = 'hidden';
    const visibility = jest
      .spyOn(document, 'visibilityState', 'get')
      .mockImplementation(() => state);
    render(<AssistantNotification />);
    advance(60_000);
    expect(notice()).toBeNull();
    expect(localStorage.getItem(NOTIFICATION_LAST_SHOWN_KEY)).toBeNull();
    state = 'visible';
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    advance(3499);
    expect(notice()).toBeNull();
    advance(1);
    expect(notice()).toBeInTheDocument();
    expect(localStorage.getItem(NOTIFICATION_LAST_SHOWN_KEY)).toBe(String(NOW + 63_500));
    // Hidden and seen again: one notice, on its first schedule (faded 18.5 s after it was seen).
    state = 'hidden';
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    state = 'visible';
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    advance(14_999);
    expect(notice()).toHaveAttribute('data-state', 'visible');
    advance(1);
    expectFadeOut();
    visibility.mockRestore();
  });

  it('does not show when last shown within 7 days, shows again after', () => {
    localStorage.setItem(NOTIFICATION_LAST_SHOWN_KEY, String(NOW - 6 * DAY));
    const recent = render(<AssistantNotification />);
    // Not at 3.5 s, nor at any time after; and its last showing stays as it was.
    for (const ms of [3500, 15_000, 1500]) {
      advance(ms);
      expect(notice()).toBeNull();
    }
    expect(localStorage.getItem(NOTIFICATION_LAST_SHOWN_KEY)).toBe(String(NOW - 6 * DAY));
    recent.unmount();

    localStorage.setItem(NOTIFICATION_LAST_SHOWN_KEY, String(Date.now() - 8 * DAY));
    render(<AssistantNotification />);
    advance(3500);
    expect(notice()).toBeInTheDocument();
  });
});
