import { useState } from 'react';
import type { Filters } from 'shared/contracts';
import { SELECT_ALL, clearFilters, normalizeFilters } from 'shared/listings';
import { Button, Select, useOpenedAfterMount } from 'shared/ui';
import { Accordion, Modal } from 'shared/ui-overlays';
import { CATEGORY_ICONS, OPTION_ICONS } from '../icons';
import { strings } from '../strings';
import { useSearch } from '../useSearch';
import { CheckboxTiles } from './CheckboxTiles';
import { CITY_ALL_LABEL } from 'shared/format';
import { CITY_OPTIONS, ID_OPTIONS_SHOWN, STATUS_OPTIONS, TYPE_OPTIONS, idSearch, withAll } from './options';
import { useIdOptions } from './useIdOptions';
import { PriceField } from './PriceField';
import classes from './FilterDialog.module.css';

const PANELS = ['place', 'price', 'type', 'status'];

/** The full-screen filter dialog: every panel open, 'Fshij' clears, 'Shto' applies. */
export function FilterDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  // Loaded on demand (see FilterStrip): it may mount already open.
  const shown = useOpenedAfterMount(opened);
  return (
    <Modal
      opened={shown}
      onClose={onClose}
      fullScreen
      radius={0}
      title={strings.dialog.title}
      closeButtonProps={{ 'aria-label': strings.dialog.close }}
      classNames={{ content: classes.dialogContent, body: classes.body, header: classes.header, title: classes.title }}
      transitionProps={{ transition: 'fade', duration: 150 }}
      // It covers the whole screen, so nothing behind it can be scrolled into view anyway, and
      // the lock restyles the page's body: every element of the page had its style recalculated
      // as the dialog opened, a long task on a slow phone.
      lockScroll={false}
    >
      {/* Mounted only while open, so the draft starts from the current filters each time. */}
      <DialogForm onDone={onClose} />
    </Modal>
  );
}

function DialogForm({ onDone }: { onDone: () => void }) {
  const { filters, changeSearch } = useSearch();
  const [draft, setDraft] = useState<Filters>(filters);
  const ids = useIdOptions(draft.id);
  const set = <K extends keyof Filters>(key: K, value: Filters[K]) => setDraft((current) => ({ ...current, [key]: value }));

  const clear = () => {
    setDraft(clearFilters());
    changeSearch(() => ({ filters: clearFilters() }));
  };
  const apply = () => {
    const next = normalizeFilters(draft);
    changeSearch(() => ({ filters: next }));
    onDone();
  };

  return (
    <>
      <div className={`${classes.inner} ${classes.content}`}>
        <Accordion multiple defaultValue={PANELS} variant="default" chevronPosition="right" classNames={{ label: classes.panelTitle }}>
          <Accordion.Item value="place">
            <Accordion.Control>{strings.dialog.cityAndId}</Accordion.Control>
            <Accordion.Panel>
              <div className={classes.fields}>
                <Select
                  label={strings.strip.city}
                  data={withAll(CITY_OPTIONS)}
                  value={draft.place ?? SELECT_ALL}
                  allowDeselect={false}
                  comboboxProps={{ shadow: 'md' }}
                  onChange={(value) => set('place', value ?? SELECT_ALL)}
                />
                <Select
                  label={strings.strip.id}
                  data={ids}
                  // No id chosen: an empty field that says 'Të gjitha', so what is typed is the search alone.
                  value={draft.id || null}
                  placeholder={CITY_ALL_LABEL}
                  searchable
                  limit={ID_OPTIONS_SHOWN}
                  filter={idSearch}
                  selectFirstOptionOnChange
                  nothingFoundMessage={strings.strip.noId}
                  allowDeselect={false}
                  comboboxProps={{ shadow: 'md' }}
                  onChange={(value) => set('id', value === SELECT_ALL || value === null ? '' : value)}
                />
              </div>
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="price">
            <Accordion.Control>{strings.dialog.price}</Accordion.Control>
            <Accordion.Panel>
              <PriceField value={draft.price ?? 0} onChange={(value) => set('price', value)} />
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="type">
            <Accordion.Control>{strings.dialog.type}</Accordion.Control>
            <Accordion.Panel>
              <CheckboxTiles
                options={TYPE_OPTIONS}
                icons={CATEGORY_ICONS}
                value={draft.category}
                onChange={(value) => set('category', value)}
              />
            </Accordion.Panel>
          </Accordion.Item>
          <Accordion.Item value="status">
            <Accordion.Control>{strings.dialog.status}</Accordion.Control>
            <Accordion.Panel>
              <CheckboxTiles
                options={STATUS_OPTIONS}
                icons={OPTION_ICONS}
                value={draft.option}
                onChange={(value) => set('option', value)}
              />
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
      </div>
      <div className={classes.footer}>
        <div className={`${classes.inner} ${classes.actions}`}>
          <Button variant="default" onClick={clear}>
            {strings.dialog.clear}
          </Button>
          <Button onClick={apply}>{strings.dialog.apply}</Button>
        </div>
      </div>
    </>
  );
}
