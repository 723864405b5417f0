import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { CATEGORIES, DOCUMENTS, OPTIONS } from 'shared/contracts';
import { CATEGORY_LABELS, CITY_ALL_LABEL, DOCUMENT_LABELS } from 'shared/format';
import { clearFilters, priceBasis, submittedFilters } from 'shared/listings';
import { useLocation, useSearchParams } from 'shared/router';
import { Button, CloseButton, InputBase, TextInput, useDialogElement } from 'shared/ui';
import { IconSearch, IconSelector } from '@tabler/icons-react';
import { CATEGORY_ICONS, DOCUMENT_ICONS, OPTION_ICONS } from '../icons';
import { strings } from '../strings';
import { useSearch } from '../useSearch';
import { CheckboxTiles, type Tile } from './CheckboxTiles';
import { FILTER_FIELD_NAMES, fieldName, fieldValue, formParams, keptFields } from './formFields';
import { IdField } from './IdField';
import { CITY_OPTIONS } from './options';
import { PriceField } from './PriceField';
import classes from './FilterDialog.module.css';

/** The dialog's element id, which the 'Filtrat' button opens (`commandfor`). */
export const FILTER_DIALOG_ID = 'filter-dialog';
const CLEAR_FORM_ID = 'filter-dialog-clear';

const TYPE_TILES: Tile[] = CATEGORIES.map((category) => ({
  value: fieldValue('category', [category]),
  label: CATEGORY_LABELS[category],
  icon: CATEGORY_ICONS[category],
}));
const STATUS_TILES: Tile[] = OPTIONS.map((option) => ({ value: fieldValue('option', [option]), label: option, icon: OPTION_ICONS[option] }));
const DOCUMENT_TILES: Tile[] = DOCUMENTS.map((code) => ({ value: fieldValue('documents', [code]), label: DOCUMENT_LABELS[code], icon: DOCUMENT_ICONS[code] }));
const CITY_DATA = [{ value: '', label: CITY_ALL_LABEL }, ...CITY_OPTIONS.map(({ value, label }) => ({ value: fieldValue('place', value), label }))];

/** A panel of the dialog, open (SPEC 3: accordion panels, all open); its summary folds it. */
function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <details open className={classes.panel} aria-labelledby={id}>
      <summary className={classes.panelTitle}>
        <span id={id}>{title}</span>
      </summary>
      <div className={classes.panelBody}>{children}</div>
    </details>
  );
}

/** Every filter field of the form back to nothing chosen ('Fshij'); the page's kept fields stay. */
function clearFields(form: HTMLFormElement): void {
  for (const element of form.elements) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement) || !FILTER_FIELD_NAMES.includes(element.name)) continue;
    if (element instanceof HTMLInputElement && element.type === 'checkbox') element.checked = false;
    else if (element instanceof HTMLInputElement && element.type === 'range') element.value = element.min;
    else if (element.type !== 'hidden') element.value = '';
  }
}

/**
 * The full-screen filter dialog, in the page's markup from the server: a native modal `<dialog>`
 * that the 'Filtrat' button opens with no script (`command="show-modal"`), and a `method="get"`
 * form whose fields are the URL's search (formFields.ts). Before the app runs, and with
 * JavaScript off, 'Shto' loads the filtered page and 'Fshij' the unfiltered one; once it runs,
 * the app applies them in place. The form is the draft: set again from the URL's search each
 * time the dialog opens, applied only by 'Shto'.
 */
export function FilterDialog() {
  const { filters, sort, changeSearch } = useSearch();
  const [params] = useSearchParams();
  // The page's own path, as the grid/map toggle's links keep it.
  const { pathname } = useLocation();
  const form = useRef<HTMLFormElement>(null);
  const idInput = useRef<HTMLInputElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [id, setId] = useState(filters.id ?? '');
  // What the draft's price range compares follows the deal ticked in the draft.
  const [basis, setBasis] = useState(priceBasis(filters));
  // Each time the form is set again the price field starts over (mounted again) from this range.
  const [priceStart, setPriceStart] = useState(filters.price);
  const [resets, setResets] = useState(0);
  const restartPrice = (range: typeof priceStart) => {
    setPriceStart(range);
    setResets((count) => count + 1);
  };
  const readBasis = () => {
    if (!form.current) return;
    const next = priceBasis(submittedFilters(formParams(form.current)));
    if (next === basis) return;
    // Ticking or unticking 'Me Qera' changes what the amounts mean: bounds typed for the other scale go.
    setBasis(next);
    restartPrice(undefined);
  };
  // Each opening starts the draft again from the URL's search.
  const { dialog, close } = useDialogElement(() => {
    form.current?.reset();
    setId(filters.id ?? '');
    setBasis(priceBasis(filters));
    restartPrice(filters.price);
  });

  useEffect(() => {
    // Fields changed before the app ran: the app goes on from there.
    setId(idInput.current?.value.trim() ?? '');
    if (form.current) setBasis(priceBasis(submittedFilters(formParams(form.current))));
    setEnhanced(true);
  }, []);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = submittedFilters(formParams(event.currentTarget));
    changeSearch(() => ({ filters: next }));
    close();
  };
  const clear = (event: MouseEvent) => {
    event.preventDefault();
    if (form.current) clearFields(form.current);
    setId('');
    setBasis('sale');
    restartPrice(undefined);
    changeSearch(() => ({ filters: clearFilters() }));
  };

  const kept = keptFields(params, sort).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
  const titleId = `${FILTER_DIALOG_ID}-title`;
  return (
    <dialog ref={dialog} id={FILTER_DIALOG_ID} className={classes.dialog} aria-labelledby={titleId}>
      <div className={classes.header}>
        <h2 id={titleId} className={classes.title}>
          {strings.dialog.title}
        </h2>
        <CloseButton type="button" size="md" aria-label={strings.dialog.close} command="close" commandfor={FILTER_DIALOG_ID} />
      </div>
      <form ref={form} className={classes.form} method="get" action={pathname} onSubmit={apply} onChange={readBasis}>
        {kept}
        {/* The map's area has its control on the map and its chip in the strip: 'Shto' keeps it. */}
        {filters.bounds && <input type="hidden" name={fieldName('bounds')} value={fieldValue('bounds', filters.bounds)} />}
        <div className={`${classes.inner} ${classes.content}`}>
          {/* 'Kërko': its words as typed; a field of the form like any other ('Shto' applies it, 'Fshij' empties it). */}
          <div className={classes.search}>
            <TextInput
              type="search"
              name={fieldName('text')}
              label={strings.text.label}
              placeholder={strings.text.placeholder}
              defaultValue={filters.text ?? ''}
              autoComplete="off"
              enterKeyHint="search"
              leftSection={<IconSearch size={16} stroke={1.8} aria-hidden />}
            />
          </div>
          <Panel title={strings.dialog.cityAndId}>
            <div className={classes.fields}>
              {/* Mantine's NativeSelect would bring the dropdowns' code into the page: a plain select in Mantine's field. */}
              <InputBase
                component="select"
                label={strings.strip.city}
                name={fieldName('place')}
                defaultValue={filters.place ?? ''}
                rightSection={<IconSelector size={16} stroke={1.5} aria-hidden />}
                rightSectionPointerEvents="none"
              >
                {CITY_DATA.map(({ value, label }) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </InputBase>
              <IdField name={fieldName('id')} initial={filters.id ?? ''} enhanced={enhanced} value={id} onChange={setId} nativeRef={idInput} />
            </div>
          </Panel>
          <Panel title={strings.dialog.price}>
            <PriceField key={resets} basis={basis} initial={priceStart} enhanced={enhanced} />
          </Panel>
          <Panel title={strings.dialog.type}>
            <CheckboxTiles name={fieldName('category')} tiles={TYPE_TILES} checked={(filters.category ?? []).map((category) => fieldValue('category', [category]))} />
          </Panel>
          <Panel title={strings.dialog.status}>
            <CheckboxTiles name={fieldName('option')} tiles={STATUS_TILES} checked={(filters.option ?? []).map((option) => fieldValue('option', [option]))} />
          </Panel>
          <Panel title={strings.dialog.documents}>
            <CheckboxTiles name={fieldName('documents')} tiles={DOCUMENT_TILES} checked={(filters.documents ?? []).map((code) => fieldValue('documents', [code]))} />
          </Panel>
        </div>
        <div className={classes.footer}>
          <div className={`${classes.inner} ${classes.actions}`}>
            {/* With no script it sends the form below, which holds only the page's kept fields. */}
            <Button type="submit" form={CLEAR_FORM_ID} variant="default" onClick={clear}>
              {strings.dialog.clear}
            </Button>
            <Button type="submit">{strings.dialog.apply}</Button>
          </div>
        </div>
      </form>
      <form id={CLEAR_FORM_ID} method="get" action={pathname} hidden>
        {kept}
      </form>
    </dialog>
  );
}
