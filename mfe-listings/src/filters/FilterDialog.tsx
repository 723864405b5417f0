import { useDeferredValue, useEffect, useId, useMemo, useRef, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { CATEGORIES, COVERS_PAGE_ATTRIBUTE, DOCUMENTS, OPTIONS, type Filters, type Listing } from 'shared/contracts';
import { CATEGORY_LABELS, DOCUMENT_LABELS, cityAllLabel, hideSoldLabel, optionLabel } from 'shared/format';
import { AREA_QUERY, applyFilters, clearFilters, priceBasis, searchKey, submittedFilters, useListings, useListingsFirstPage, useSearchContext, type ListingsFirstPage, type SearchContext } from 'shared/listings';
import { useLocation, useSearchParams } from 'shared/router';
import { Button, CloseButton, InputBase, TextInput, useDialogElement, useLatest } from 'shared/ui';
import { IconSearch, IconSelector } from '@tabler/icons-react';
import { CATEGORY_ICONS, DOCUMENT_ICONS, OPTION_ICONS } from '../icons';
import { strings } from '../strings';
import { useSearch } from '../useSearch';
import { CheckboxTiles, type Tile } from './CheckboxTiles';
import { FILTER_FIELD_NAMES, fieldName, fieldValue, formParams, keptFields } from './formFields';
import { IdField } from './IdField';
import { NeighbourhoodField } from './NeighbourhoodField';
import { MinimumCountField } from './MinimumCountField';
import { CITY_OPTIONS } from './options';
import { PriceField } from './PriceField';
import { RangeInputs } from './RangeInputs';
import classes from './FilterDialog.module.css';

/** The dialog's element id, which the 'Filtrat' button opens (`commandfor`). */
export const FILTER_DIALOG_ID = 'filter-dialog';
const CLEAR_FORM_ID = 'filter-dialog-clear';

// Made when drawn, in the page's language: the server draws several languages with one copy of this module.
const typeTiles = (): Tile[] =>
  CATEGORIES.map((category) => ({ value: fieldValue('category', [category]), label: CATEGORY_LABELS[category], icon: CATEGORY_ICONS[category] }));
const statusTiles = (): Tile[] => OPTIONS.map((option) => ({ value: fieldValue('option', [option]), label: optionLabel(option), icon: OPTION_ICONS[option] }));
const documentTiles = (): Tile[] => DOCUMENTS.map((code) => ({ value: fieldValue('documents', [code]), label: DOCUMENT_LABELS[code], icon: DOCUMENT_ICONS[code] }));
const areaLabels = () => ({ min: strings.dialog.areaFrom, max: strings.dialog.areaTo });
const cityData = () => [{ value: '', label: cityAllLabel() }, ...CITY_OPTIONS.map(({ value, label }) => ({ value: fieldValue('place', value), label }))];

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

/** 'Fshih të shiturat': a checkbox of the form, what it hides said under it. */
function HideSoldField({ checked }: { checked: boolean }) {
  const hintId = useId();
  return (
    <div className={classes.hideSold}>
      <label className={classes.tile}>
        <span className={classes.tileLabel}>{hideSoldLabel()}</span>
        <input
          className={classes.tileBox}
          type="checkbox"
          name={fieldName('available')}
          value={fieldValue('available', true)}
          defaultChecked={checked}
          aria-describedby={hintId}
        />
      </label>
      <p id={hintId} className={classes.hint}>
        {strings.dialog.hideSoldHint}
      </p>
    </div>
  );
}

/** Every filter field of the form back to nothing chosen ('Fshij'); the page's kept fields stay. */
function clearFields(form: HTMLFormElement): void {
  for (const element of form.elements) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement) || !FILTER_FIELD_NAMES.includes(element.name)) continue;
    if (element instanceof HTMLInputElement && element.type === 'checkbox') element.checked = false;
    // A least count goes back to its 'Çdo', the choice that sends nothing.
    else if (element instanceof HTMLInputElement && element.type === 'radio') element.checked = element.value === '';
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
  // The search the form says now: 'Shto' counts it, the price range's unit follows its deal, and
  // 'Lagjja' lists its city's neighbourhoods.
  const [draft, setDraft] = useState<Filters>(filters);
  const basis = priceBasis(draft);
  // Each time the form is set again the price field starts over (mounted again) from this range.
  const [priceStart, setPriceStart] = useState(filters.price);
  const [resets, setResets] = useState(0);
  const restartPrice = (range: typeof priceStart) => {
    setPriceStart(range);
    setResets((count) => count + 1);
  };
  const readDraft = () => {
    if (!form.current) return;
    const next = submittedFilters(formParams(form.current));
    // Another city: 'Lagjja' is mounted again, empty; its old choice is not the new city's.
    if (next.place !== draft.place) delete next.neighbourhood;
    if (priceBasis(next) !== basis) {
      // Ticking or unticking 'Me Qera' changes what the amounts mean: bounds typed for the other scale go.
      delete next.price;
      restartPrice(undefined);
    }
    setDraft(next);
  };
  // Each opening starts the draft again from the URL's search. A draft that already is the
  // search (nothing changed since) is left as it is: no render before the dialog's first frame.
  const { dialog, close } = useDialogElement(() => {
    if (draft === filters && priceStart === filters.price) return;
    form.current?.reset();
    setId(filters.id ?? '');
    setDraft(filters);
    restartPrice(filters.price);
  });

  const startFilters = useLatest(filters);
  useEffect(() => {
    // Fields changed before the app ran: the app goes on from there.
    setId(idInput.current?.value.trim() ?? '');
    if (form.current) {
      const typed = submittedFilters(formParams(form.current));
      // The form says the search (nothing changed before the app ran): the draft stays the search itself.
      if (searchKey(typed, 'newest') !== searchKey(startFilters.current, 'newest')) setDraft(typed);
    }
    setEnhanced(true);
  }, [startFilters]);

  const { listings: all, status } = useListings();
  const listings = status === 'loaded' ? all : undefined;
  const firstPage = useListingsFirstPage(params.toString());
  // Counted behind the typing (deferred): a keystroke in a field is never held up by the count.
  const counted = useDeferredValue(draft);
  // A draft's text search counts with the server's matches for its words (one request per words).
  const { context, textStatus } = useSearchContext(counted);
  const count = useMemo(
    () => (textStatus === 'pending' ? undefined : draftCount(listings, counted, context, filters, firstPage)),
    [listings, counted, context, textStatus, filters, firstPage],
  );
  const served = useMemo(() => ({ city: filters.place, neighbourhoods: firstPage?.neighbourhoods ?? [] }), [filters.place, firstPage]);

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
    setDraft(clearFilters());
    restartPrice(undefined);
    changeSearch(() => ({ filters: clearFilters() }));
  };

  const kept = keptFields(params, sort).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
  const titleId = `${FILTER_DIALOG_ID}-title`;
  return (
    <dialog ref={dialog} id={FILTER_DIALOG_ID} className={classes.dialog} aria-labelledby={titleId} {...{ [COVERS_PAGE_ATTRIBUTE]: '' }}>
      <div className={classes.header}>
        <h2 id={titleId} className={classes.title}>
          {strings.dialog.title}
        </h2>
        <CloseButton type="button" size="md" aria-label={strings.dialog.close} command="close" commandfor={FILTER_DIALOG_ID} />
      </div>
      <form ref={form} className={classes.form} method="get" action={pathname} onSubmit={apply} onChange={readDraft}>
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
                {cityData().map(({ value, label }) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </InputBase>
              <NeighbourhoodField
                key={`${resets}:${draft.place ?? ''}`}
                name={fieldName('neighbourhood')}
                city={draft.place}
                initial={draft.place === filters.place ? filters.neighbourhood : undefined}
                listings={listings}
                served={served}
              />
              <IdField name={fieldName('id')} initial={filters.id ?? ''} enhanced={enhanced} value={id} onChange={setId} nativeRef={idInput} />
            </div>
          </Panel>
          <Panel title={strings.dialog.price}>
            <PriceField key={resets} basis={basis} initial={priceStart} enhanced={enhanced} />
          </Panel>
          <Panel title={strings.dialog.area}>
            <RangeInputs keys={AREA_QUERY} labels={areaLabels()} initial={filters.area} unit={strings.dialog.squareMetres} unitWidth={40} />
          </Panel>
          <Panel title={strings.dialog.rooms}>
            <div className={classes.fields}>
              <MinimumCountField filter="rooms" initial={filters.rooms} enhanced={enhanced} />
              <MinimumCountField filter="bedrooms" initial={filters.bedrooms} enhanced={enhanced} />
            </div>
          </Panel>
          <Panel title={strings.dialog.type}>
            <CheckboxTiles name={fieldName('category')} tiles={typeTiles()} checked={(filters.category ?? []).map((category) => fieldValue('category', [category]))} />
          </Panel>
          <Panel title={strings.dialog.status}>
            <CheckboxTiles name={fieldName('option')} tiles={statusTiles()} checked={(filters.option ?? []).map((option) => fieldValue('option', [option]))} />
            <HideSoldField checked={filters.available === true} />
          </Panel>
          <Panel title={strings.dialog.documents}>
            <CheckboxTiles name={fieldName('documents')} tiles={documentTiles()} checked={(filters.documents ?? []).map((code) => fieldValue('documents', [code]))} />
          </Panel>
        </div>
        <div className={classes.footer}>
          <div className={`${classes.inner} ${classes.actions}`}>
            {/* With no script it sends the form below, which holds only the page's kept fields. */}
            <Button type="submit" form={CLEAR_FORM_ID} variant="default" onClick={clear}>
              {strings.dialog.clear}
            </Button>
            <Button type="submit" classNames={{ root: classes.applyRoot, label: classes.applyLabel }}>
              {count === undefined ? strings.dialog.apply : strings.dialog.applyCount(count)}
            </Button>
          </div>
        </div>
      </form>
      <form id={CLEAR_FORM_ID} method="get" action={pathname} hidden>
        {kept}
      </form>
    </dialog>
  );
}

/**
 * How many listings the draft finds, for 'Shto · 23 prona': counted over the loaded listings
 * (a text search with the server's matches for its words, or, when those failed, on titles and
 * ids as the grid then does), or, before they load, the server's count for the page's search
 * while the draft is still that search; undefined otherwise (the button says 'Shto').
 */
function draftCount(
  listings: readonly Listing[] | undefined,
  draft: Filters,
  context: SearchContext,
  applied: Filters,
  firstPage: ListingsFirstPage | null,
): number | undefined {
  if (listings) return applyFilters(listings, draft, context).length;
  return firstPage && searchKey(draft, 'newest') === searchKey(applied, 'newest') ? firstPage.count : undefined;
}
