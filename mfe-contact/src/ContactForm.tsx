import { useId, type ChangeEvent, type FormEvent } from 'react';
import { CONTACT_FIELDS, FIELD_MAX_LENGTH, HONEYPOT_FIELD, type ContactField } from 'shared/contact';
import { phoneHref, site } from 'shared/site';
import { Anchor, Button, SimpleGrid, Stack, Text } from 'shared/ui';
import { TextInput, Textarea } from 'shared/ui-overlays';
import { errorText, strings } from './strings';
import type { ContactDraftState } from './useContactDraft';
import classes from './ContactForm.module.css';

interface ContactFormProps {
  form: ContactDraftState;
  sending: boolean;
  onSubmit: () => void;
}

/** The contact form (SPEC section 5): errors show once a field is left; submit waits for a valid form. */
export function ContactForm({ form, sending, onSubmit }: ContactFormProps) {
  const { draft, touched, errors, valid, change, touch } = form;
  const hintId = useId();
  const missingRequired = errors.phone === 'required' || errors.message === 'required';

  const fieldProps = (field: ContactField) => ({
    name: field,
    label: strings.fields[field].label,
    placeholder: strings.fields[field].placeholder,
    value: draft[field],
    maxLength: FIELD_MAX_LENGTH[field],
    error: touched[field] ? errorText(field, errors[field]) : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => change(field, event.currentTarget.value),
    onBlur: () => touch(field),
    classNames: { input: classes.input },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (valid && !sending) onSubmit();
    else CONTACT_FIELDS.forEach(touch);
  };

  return (
    <form noValidate onSubmit={submit} aria-label={strings.title}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="md" verticalSpacing="md">
          <TextInput {...fieldProps('name')} autoComplete="name" data-autofocus />
          <TextInput {...fieldProps('email')} type="email" inputMode="email" autoComplete="email" />
          <TextInput {...fieldProps('phone')} type="tel" inputMode="tel" autoComplete="tel" required />
        </SimpleGrid>
        <Textarea {...fieldProps('message')} required autosize minRows={4} maxRows={10} />
        {/* The honeypot: people never see it, bots fill it in. */}
        <div hidden>
          <label>
            {strings.honeypot}
            <input
              name={HONEYPOT_FIELD}
              tabIndex={-1}
              autoComplete="off"
              value={form.honeypot}
              onChange={(event) => form.changeHoneypot(event.currentTarget.value)}
            />
          </label>
        </div>
        <div className={classes.actions}>
          <Text size="sm" c="dimmed" className={classes.call}>
            {strings.orCall}{' '}
            <Anchor href={phoneHref()} fw={600}>
              {site.phone}
            </Anchor>
          </Text>
          <div className={classes.send}>
            <Button
              type="submit"
              size="md"
              disabled={!valid || sending}
              loading={sending}
              aria-describedby={missingRequired ? hintId : undefined}
            >
              {strings.submit}
            </Button>
            {missingRequired && (
              <Text id={hintId} size="xs" c="dimmed">
                {strings.required}
              </Text>
            )}
          </div>
        </div>
      </Stack>
    </form>
  );
}
