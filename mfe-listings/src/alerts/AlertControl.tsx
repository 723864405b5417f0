import { useRef, useState, type FormEvent } from 'react';
import { IconBell } from '@tabler/icons-react';
import { ALERT_EMAIL_MAX_LENGTH, ALERT_FIELDS, alertSearch, alertsPath } from 'shared/alerts';
import { currentLocale } from 'shared/i18n';
import { useSearchParams } from 'shared/router';
import { strings } from '../strings';
import { postAlert, type AlertOutcome } from './postAlert';
import classes from './AlertControl.module.css';

type FormState = { kind: 'idle' } | { kind: 'sending' } | AlertOutcome;

/**
 * 'Më njofto për prona të reja' beside the count: an alert of new listings for this page's
 * search, by e-mail. A `<details>` with a plain form that posts to the server, so it opens and
 * sends before the app has started or without JavaScript (the server answers with its page);
 * once the app runs, the form is sent by fetch and answered in place, the refused field marked
 * and focused. The search sent is the page's own, as the app writes it.
 */
export function AlertControl() {
  const [params] = useSearchParams();
  const [state, setState] = useState<FormState>({ kind: 'idle' });
  const email = useRef<HTMLInputElement>(null);
  const action = alertsPath(currentLocale());
  const search = alertSearch(params);
  const t = strings.alert;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.kind === 'sending') return;
    const body = new URLSearchParams();
    for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === 'string') body.append(name, value);
    setState({ kind: 'sending' });
    const outcome = await postAlert(action, body);
    setState(outcome);
    if (outcome.kind === 'invalid' && outcome.field === 'email') email.current?.focus();
  };

  const emailInvalid = state.kind === 'invalid' && state.field === 'email';
  const problem =
    state.kind === 'invalid'
      ? state.field === 'email'
        ? t.errorEmail
        : t.errorFrequency
      : state.kind === 'busy'
        ? t.busy
        : state.kind === 'unavailable'
          ? t.unavailable
          : state.kind === 'failed'
            ? t.failed
            : null;

  return (
    <details className={classes.alert} data-testid="alert-control">
      <summary className={classes.summary}>
        <IconBell size={16} stroke={1.9} aria-hidden />
        {t.open}
      </summary>
      <div className={classes.panel}>
        {state.kind === 'sent' ? (
          <p className={classes.sent} role="status">
            <strong className={classes.sentTitle}>{t.sentTitle}</strong>
            {t.sent}
          </p>
        ) : (
          <form className={classes.form} method="post" action={action} onSubmit={submit}>
            <p className={classes.intro}>{t.intro}</p>
            <label className={classes.label}>
              {t.email}
              <input
                ref={email}
                className={classes.input}
                type="email"
                name={ALERT_FIELDS.email}
                required
                autoComplete="email"
                inputMode="email"
                maxLength={ALERT_EMAIL_MAX_LENGTH}
                aria-invalid={emailInvalid || undefined}
                aria-describedby={emailInvalid ? 'alert-email-error' : undefined}
              />
            </label>
            {emailInvalid && (
              <p className={classes.error} id="alert-email-error">
                {t.errorEmail}
              </p>
            )}
            <fieldset className={classes.choices}>
              <legend className={classes.legend}>{t.frequency}</legend>
              <label className={classes.choice}>
                <input type="radio" name={ALERT_FIELDS.frequency} value="instant" defaultChecked />
                {t.instant}
              </label>
              <label className={classes.choice}>
                <input type="radio" name={ALERT_FIELDS.frequency} value="daily" />
                {t.daily}
              </label>
            </fieldset>
            <input type="hidden" name={ALERT_FIELDS.search} value={search} />
            <p className={classes.note}>{t.privacy}</p>
            {problem !== null && !emailInvalid && (
              <p className={classes.error} role="alert">
                {problem}
              </p>
            )}
            <button className={classes.submit} type="submit" disabled={state.kind === 'sending'}>
              {state.kind === 'sending' ? t.sending : t.submit}
            </button>
          </form>
        )}
      </div>
    </details>
  );
}
