import { useEffect, useRef, type FormEvent } from 'react';
import { IconSearch, IconX } from '@tabler/icons-react';
import { removeFilter, searchParamsWith } from 'shared/listings';
import { useLocation, useSearchParams } from 'shared/router';
import { TextInput, useInBrowser, useLatest } from 'shared/ui';
import { strings } from '../strings';
import { useSearch } from '../useSearch';
import { fieldName } from './formFields';
import { useTypedText } from './useTypedText';
import classes from './FilterStrip.module.css';

/**
 * 'Kërko' in the strip (wide screens; the phone's dialog has it too): a small GET form of its own,
 * so Enter searches before the app has started and with JavaScript off, keeping the page's other
 * parameters (the other filters, the sort, the view) in hidden fields, on the first page. Once the
 * app runs, typing applies after a short pause (useTypedText) and × clears it.
 */
export function StripTextSearch() {
  const { filters, sort } = useSearch();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const { draft, type, applyNow, endTyping } = useTypedText();
  const input = useRef<HTMLInputElement>(null);
  // The × needs the app: drawn from the render after hydration.
  const enhanced = useInBrowser();
  const started = useLatest({ draft, type });
  useEffect(() => {
    // Words typed before the app ran (and not sent yet): the app goes on from them, after the pause.
    const typed = input.current?.value;
    if (typed !== undefined && typed !== started.current.draft) started.current.type(typed);
  }, [started]);

  const name = fieldName('text');
  const kept = [...searchParamsWith(params, removeFilter(filters, 'text'), sort)].map(([key, value]) => (
    <input key={key} type="hidden" name={key} value={value} />
  ));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get(name);
    applyNow(typeof value === 'string' ? value : '');
  };
  const clear = enhanced && draft !== '' && (
    <button type="button" className={classes.clearText} aria-label={strings.text.clear} onClick={() => applyNow('')}>
      <IconX size={14} stroke={2.2} aria-hidden />
    </button>
  );

  return (
    <form
      className={`${classes.select} ${classes.textSearch} ${classes.wideOnly}`}
      method="get"
      action={pathname}
      onSubmit={submit}
      data-enhanced={enhanced || undefined}
    >
      {kept}
      <TextInput
        type="search"
        size="sm"
        name={name}
        label={strings.text.label}
        placeholder={strings.text.placeholder}
        autoComplete="off"
        enterKeyHint="search"
        leftSection={<IconSearch size={16} stroke={1.8} aria-hidden />}
        ref={input}
        rightSection={clear || undefined}
        rightSectionPointerEvents="auto"
        value={draft}
        onChange={(event) => type(event.currentTarget.value)}
        onBlur={endTyping}
      />
    </form>
  );
}
