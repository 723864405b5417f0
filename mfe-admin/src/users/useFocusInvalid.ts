import { useEffect, type RefObject } from 'react';

/**
 * After a refused submit (`attempt` counts them), the form's first field marked invalid takes the
 * focus, so the agent is taken to what needs fixing and a screen reader reads its message.
 */
export function useFocusInvalid(form: RefObject<HTMLFormElement | null>, attempt: number): void {
  useEffect(() => {
    if (attempt === 0) return;
    // Mantine marks a text field aria-invalid, a password field's input only data-invalid.
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"], input[data-invalid="true"]')?.focus();
  }, [form, attempt]);
}
