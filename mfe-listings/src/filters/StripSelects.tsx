import type { Filters } from 'shared/contracts';
import { SELECT_ALL, listSelectValue, updateFilter } from 'shared/listings';
import { Select } from 'shared/ui';
import { strings } from '../strings';
import { useSearch } from '../useSearch';
import { cityAllLabel } from 'shared/format';
import { CITY_OPTIONS, ID_OPTIONS_SHOWN, documentOptions, idSearch, statusOptions, typeOptions, withAll, type SelectOption } from './options';
import { useIdOptions } from './useIdOptions';
import classes from './FilterStrip.module.css';

/** The strip's list filters, one select each (one item chosen; the dialog takes several), in the page's language. */
const listSelects = (): { key: 'category' | 'option' | 'documents'; label: string; options: SelectOption[]; widerOnly?: boolean }[] => [
  { key: 'category', label: strings.strip.type, options: typeOptions() },
  { key: 'option', label: strings.strip.status, options: statusOptions() },
  // Five selects fit from 992 px only; the phone's dialog has it below that.
  { key: 'documents', label: strings.strip.documents, options: documentOptions(), widerOnly: true },
];

interface StripSelectProps {
  label: string;
  data: SelectOption[];
  /** null: nothing chosen, the placeholder shows. */
  value: string | null;
  placeholder?: string;
  searchable?: boolean;
  /** Hidden below 768 px, where the filter dialog has it. */
  wideOnly?: boolean;
  /** Hidden below 992 px, where five selects leave each too narrow to read (the dialog has it). */
  widerOnly?: boolean;
  onChange: (value: string) => void;
}

function StripSelect({ label, data, value, placeholder, searchable, wideOnly, widerOnly, onChange }: StripSelectProps) {
  return (
    <Select
      className={widerOnly ? `${classes.select} ${classes.widerOnly}` : wideOnly ? `${classes.select} ${classes.wideOnly}` : classes.select}
      label={label}
      size="sm"
      data={data}
      value={value}
      placeholder={placeholder}
      searchable={searchable}
      limit={searchable ? ID_OPTIONS_SHOWN : undefined}
      filter={searchable ? idSearch : undefined}
      selectFirstOptionOnChange={searchable}
      nothingFoundMessage={searchable ? strings.strip.noId : undefined}
      allowDeselect={false}
      withCheckIcon
      checkIconPosition="right"
      comboboxProps={{ shadow: 'md' }}
      onChange={(next) => next !== null && onChange(next)}
    />
  );
}

/** City, type, status and documents (wide screens only) and the listing id, each writing its filter into the URL. */
export function StripSelects() {
  const { filters, changeSearch } = useSearch();
  const set = <K extends keyof Filters>(key: K, value: Filters[K] | null) =>
    changeSearch((current) => ({ filters: updateFilter(current.filters, key, value) }));
  const ids = useIdOptions(filters.id);
  const several = (list: string[] | undefined) => (list && list.length > 1 ? strings.strip.several(list.length) : undefined);

  return (
    <>
      <StripSelect
        label={strings.strip.city}
        data={withAll(CITY_OPTIONS)}
        value={filters.place ?? SELECT_ALL}
        wideOnly
        onChange={(value) => set('place', value)}
      />
      {listSelects().map(({ key, label, options, widerOnly }) => (
        <StripSelect
          key={key}
          label={label}
          data={withAll(options)}
          value={listSelectValue(filters[key])}
          placeholder={several(filters[key])}
          wideOnly
          widerOnly={widerOnly}
          onChange={(value) => set(key, (value === SELECT_ALL ? [] : [value]) as Filters[typeof key])}
        />
      ))}
      {/* No id chosen: an empty field that says 'Të gjitha', so what is typed is the search alone. */}
      <StripSelect
        label={strings.strip.id}
        data={ids}
        value={filters.id ?? null}
        placeholder={cityAllLabel()}
        searchable
        onChange={(value) => set('id', value === SELECT_ALL ? '' : value)}
      />
    </>
  );
}
