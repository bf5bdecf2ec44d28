import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { ContactForm } from '@/components/contact/contact-form';
import { site } from '@/content/site';
import { MAX_MAILTO_URL_LENGTH } from '@/lib/contact';
import { field, parseMailto } from './mailto-helpers';

const VALIDATION = 'Please fill in all required fields before sending your message.';

function setup() {
  jest.useFakeTimers();
  const navigate = jest.fn<void, [string]>();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<ContactForm navigate={navigate} />);
  const fields = {
    name: screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement,
    email: screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement,
    subject: screen.getByRole('combobox', { name: 'Subject' }) as HTMLSelectElement,
    message: screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement,
  };
  const status = screen.getByRole('status');
  const send = () => user.click(screen.getByRole('button', { name: 'Send Message' }));
  async function fillAll() {
    await user.type(fields.name, 'Ada Lovelace');
    await user.type(fields.email, 'ada@nature.example');
    await user.selectOptions(fields.subject, 'media');
    await user.type(fields.message, 'Hello & welcome?');
  }
  return { navigate, user, fields, status, send, fillAll };
}

afterEach(() => {
  jest.useRealTimers();
});

describe('ContactForm', () => {
  it('an empty field gives the validation message in the live region, cleared after 5 s', async () => {
    const { fields, status, send, navigate, user } = setup();
    await user.type(fields.name, 'Ada');
    await send();
    expect(status).toHaveTextContent(VALIDATION);
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(navigate).not.toHaveBeenCalled();
    expect(fields.email).toHaveAttribute('aria-invalid', 'true');
    expect(fields.name).not.toHaveAttribute('aria-invalid');
    // The keyboard is taken to the first field to fill, which the message describes.
    expect(fields.email).toHaveFocus();
    expect(fields.email).toHaveAccessibleDescription(VALIDATION);

    act(() => jest.advanceTimersByTime(4999));
    expect(status).toHaveTextContent(VALIDATION);
    act(() => jest.advanceTimersByTime(1));
    expect(status).toHaveTextContent('');
    // The field stays marked, told by the form's note, no longer by an empty message.
    expect(fields.email).toHaveAttribute('aria-invalid', 'true');
    expect(fields.email).toHaveAccessibleDescription('Required fields');
    expect(fields.name).not.toHaveAttribute('aria-describedby');
    // The error never resets what was typed.
    expect(fields.name).toHaveValue('Ada');
  });

  it('blank (whitespace-only) fields count as empty', async () => {
    const { fields, status, send, navigate, user, fillAll } = setup();
    await fillAll();
    await user.clear(fields.message);
    await user.type(fields.message, '   ');
    await send();
    expect(status).toHaveTextContent(VALIDATION);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('a complete form opens the mailto URL and confirms; status and fields clear after 5 s', async () => {
    const { fields, status, send, navigate, fillAll } = setup();
    await fillAll();
    await send();

    expect(navigate).toHaveBeenCalledTimes(1);
    const parsed = parseMailto(navigate.mock.calls[0]![0]);
    expect(parsed.to).toEqual([site.email]);
    expect(field(parsed, 'subject')).toEqual([`Media Inquiry for ${site.owner.name}`]);
    expect(field(parsed, 'cc')).toEqual(['ada@nature.example']);
    expect(field(parsed, 'body')[0]).toContain('\r\nHello & welcome?\r\n');
    expect(field(parsed, 'body')[0]).toContain('on behalf of nature.example');

    // The confirmation stays, and the fields keep what was sent, for 5 s; then both clear.
    expect(status).toHaveTextContent(/Thank you!/);
    act(() => jest.advanceTimersByTime(4999));
    expect(status).toHaveTextContent(/Thank you!/);
    expect(fields.name).toHaveValue('Ada Lovelace');
    expect(fields.email).toHaveValue('ada@nature.example');
    expect(fields.subject).toHaveValue('media');
    expect(fields.message).toHaveValue('Hello & welcome?');
    act(() => jest.advanceTimersByTime(1));
    expect(status).toHaveTextContent('');
    for (const input of Object.values(fields)) expect(input).toHaveValue('');
  });

  it('after a letter is sent and the form clears, its empty fields are not marked as missing', async () => {
    const { fields, send, user, fillAll } = setup();
    await user.type(fields.message, '   ');
    await send();
    // Whitespace alone is missing too, and marked so.
    for (const input of Object.values(fields))
      expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.clear(fields.message);
    await fillAll();
    await send();
    act(() => jest.advanceTimersByTime(5000));
    for (const input of Object.values(fields)) {
      expect(input).toHaveValue('');
      expect(input).not.toHaveAttribute('aria-invalid');
    }
  });

  it('is a named mail form even before its script runs: every field required and labelled', () => {
    const { fields } = setup();
    const form = screen.getByRole('form', { name: 'Send a Message' });
    expect(form).toHaveAttribute('action', `mailto:${site.email}`);
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('enctype', 'text/plain');
    for (const input of Object.values(fields)) {
      expect(input).toBeRequired();
      // Nothing is marked missing before a first attempt to send.
      expect(input).not.toHaveAttribute('aria-invalid');
    }
    // An address is no word to correct.
    expect(fields.email).toHaveAttribute('spellcheck', 'false');
  });

  it('a new submission restarts the 5 s', async () => {
    const { fields, status, send, user } = setup();
    await send();
    act(() => jest.advanceTimersByTime(3000));
    await user.type(fields.name, 'A');
    await send();
    act(() => jest.advanceTimersByTime(3000));
    expect(status).toHaveTextContent(VALIDATION);
    act(() => jest.advanceTimersByTime(2000));
    expect(status).toHaveTextContent('');
  });

  it('a letter too long for a mailto link is never cut: it is offered for copying instead', async () => {
    const { fields, status, send, navigate, user } = setup();
    await user.type(fields.name, 'Ada');
    await user.type(fields.email, 'ada@nature.example');
    await user.selectOptions(fields.subject, 'other');
    // Non-ASCII text grows in a URL: these 1,700 characters make a link of over 4,000.
    const long = `${'Bacteriophage λ über alles. '.repeat(60)}THE END`;
    fireEvent.change(fields.message, { target: { value: long } });
    await send();
    expect(navigate).not.toHaveBeenCalled();
    expect(status).toHaveTextContent(/too long to hand to your e-mail app in one piece/);
    const blank = screen.getByRole('link', { name: 'Open a new e-mail' });
    const href = blank.getAttribute('href')!;
    expect(href.length).toBeLessThanOrEqual(MAX_MAILTO_URL_LENGTH);
    // The subject and the copy only: no body, nor anything in its place.
    expect(parseMailto(href).fields.map(([key]) => key)).toEqual(['subject', 'cc']);
    expect(field(parseMailto(href), 'cc')).toEqual(['ada@nature.example']);

    await user.click(screen.getByRole('button', { name: 'Copy the message' }));
    const copied = await navigator.clipboard.readText();
    expect(copied).toContain(long);
    expect(copied.split('\n')[0]).toBe(field(parseMailto(href), 'subject')[0]);
    expect(await screen.findByText(/^Copied\. Now open a new e-mail/)).toBeInTheDocument();

    // Shortened, the same letter goes to the mail app again, within the limit.
    fireEvent.change(fields.message, { target: { value: 'Short now.' } });
    expect(screen.queryByRole('button', { name: 'Copy the message' })).toBeNull();
    await send();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate.mock.calls[0]![0].length).toBeLessThanOrEqual(MAX_MAILTO_URL_LENGTH);
  });
});

describe('a letter too long for a link, where copying is refused', () => {
  it('says nothing of copying until asked, then how to copy it by hand', async () => {
    const { fields, send, user } = setup();
    await user.type(fields.name, 'Ada');
    await user.type(fields.email, 'ada@nature.example');
    await user.selectOptions(fields.subject, 'other');
    fireEvent.change(fields.message, { target: { value: 'λ '.repeat(3000) } });
    await send();
    const copying = screen.getAllByRole('status').at(-1)!;
    expect(copying).toBeEmptyDOMElement();
    const writeText = jest.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy the message' }));
    await waitFor(() =>
      expect(copying).toHaveTextContent(
        'Your browser did not allow copying. Please select the text in the Message field and copy it yourself.',
      ),
    );
    expect(writeText).toHaveBeenCalledTimes(1);
  });
});

describe('what a visitor types before the script has run', () => {
  it('is kept through hydration and sent: changed fields only, the rest as rendered', async () => {
    const navigate = jest.fn<void, [string]>();
    const form = <ContactForm navigate={navigate} />;
    const host = document.createElement('div');
    host.innerHTML = renderToString(form);
    document.body.append(host);
    const named = (name: string) =>
      host.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)!;
    // A slow phone: the server's form is filled in before React takes it over.
    named('name').value = 'Ada Lovelace';
    named('email').value = 'ada@nature.example';
    named('subject').value = 'media';
    let root: Root | undefined;
    await act(async () => void (root = hydrateRoot(host, form)));

    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace');
    expect(screen.getByRole('combobox', { name: 'Subject' })).toHaveValue('media');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const parsed = parseMailto(navigate.mock.calls[0]![0]);
    expect(field(parsed, 'cc')).toEqual(['ada@nature.example']);
    expect(field(parsed, 'subject')).toEqual([`Media Inquiry for ${site.owner.name}`]);
    expect(field(parsed, 'body')[0]).toContain('My name is Ada Lovelace');
    expect(field(parsed, 'body')[0]).toContain('Hello');
    act(() => root!.unmount());
    host.remove();
  });
});
