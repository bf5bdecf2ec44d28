'use client';

import { useEffectEvent, useLayoutEffect, useRef } from 'react';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * A server-rendered form can be filled in before its script has run (a slow phone). React hydrates
 * with the state it rendered and writes that back over the visitor's input at its next render, so
 * the form's island is handed, once, each named field that no longer holds its rendered value (a
 * radio group: the value of the button checked since). Attach the returned ref to the form or
 * fieldset.
 */
export function useEarlyInput<
  Fields extends HTMLFormElement | HTMLFieldSetElement = HTMLFormElement,
>(adopt: (changed: Record<string, string>) => void) {
  const form = useRef<Fields>(null);
  const adoptOnce = useEffectEvent(adopt);
  // Before the first effects: a store that differs from the server's re-renders the form in them.
  useLayoutEffect(() => {
    const changed: Record<string, string> = {};
    for (const field of (form.current?.elements ?? []) as Iterable<Field>) {
      if (field instanceof HTMLInputElement && field.type === 'radio') {
        if (field.checked && !field.defaultChecked) changed[field.name] = field.value;
        continue;
      }
      const rendered =
        field instanceof HTMLSelectElement
          ? [...field.options].find((option) => option.defaultSelected)?.value
          : field.defaultValue;
      // A button has no rendered value to differ from.
      if (field.name && rendered !== undefined && field.value !== rendered)
        changed[field.name] = field.value;
    }
    if (Object.keys(changed).length > 0) adoptOnce(changed);
  }, []);
  return form;
}
