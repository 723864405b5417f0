import type { RefObject } from 'react';
import { cityAllLabel } from 'shared/format';
import { SELECT_ALL } from 'shared/listings';
import { Select, TextInput } from 'shared/ui';
import { strings } from '../strings';
import { ID_OPTIONS_SHOWN, idSearch } from './options';
import { useIdOptions } from './useIdOptions';

interface IdFieldProps {
  /** The field's name in the form. */
  name: string;
  /** The id when the form is (re)set ('' for none). */
  initial: string;
  /** The app's field, once it runs: the searchable select of every id. Before: a text field. */
  enhanced: boolean;
  /** The id chosen in the app's select. */
  value: string;
  onChange: (value: string) => void;
  /** The text field, whose text the app's select starts from. */
  nativeRef: RefObject<HTMLInputElement | null>;
}

/**
 * The listing id. A text field of the form until the app runs (and with JavaScript off); then the
 * searchable select of every id (SPEC 3), whose choice a hidden field of the form sends.
 */
export function IdField({ name, initial, enhanced, value, onChange, nativeRef }: IdFieldProps) {
  const ids = useIdOptions(enhanced ? value : initial);
  if (!enhanced) {
    return <TextInput ref={nativeRef} label={strings.strip.id} name={name} defaultValue={initial} placeholder={cityAllLabel()} autoComplete="off" />;
  }
  return (
    <div>
      <Select
        label={strings.strip.id}
        data={ids}
        // No id chosen: an empty field that says 'Të gjitha', so what is typed is the search alone.
        value={value || null}
        placeholder={cityAllLabel()}
        searchable
        limit={ID_OPTIONS_SHOWN}
        filter={idSearch}
        selectFirstOptionOnChange
        nothingFoundMessage={strings.strip.noId}
        allowDeselect={false}
        // In the dialog, which is in the top layer: a list in a portal would be under it, and inert.
        comboboxProps={{ shadow: 'md', withinPortal: false }}
        onChange={(next) => onChange(next === SELECT_ALL || next === null ? '' : next)}
      />
      <input type="hidden" name={name} value={value} />
    </div>
  );
}
