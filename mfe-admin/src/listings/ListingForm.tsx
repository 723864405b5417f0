/**
 * A new or changed listing, every SPEC field: the category's details with the site's labels,
 * the price or 'Me Marrëveshje', the reduced price, city and subcity, description, the title and
 * description in English and German ('Përkthimet', folded, optional), status and the exact point (picked on the map, kept private by the server); a stored listing's photos,
 * or a new one's chosen photos, sent after its first save. A new listing is a draft ('Skicë');
 * a draft's form offers its preview and 'Publiko'.
 */
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { IconCopy, IconHistory } from '@tabler/icons-react';
import { CATEGORIES, CITIES, OPTIONS, type GeoPoint, type TranslatedField, type TranslationLocale } from 'shared/contracts';
import { categoryLabel } from 'shared/format';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'shared/router';
import { Anchor, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from 'shared/ui';
import { Alert, Checkbox, NativeSelect, NumberInput, Textarea, TextInput } from 'shared/ui-admin';
import { api, ApiError, LISTING_STATUSES, type ListingStatus, type Problem } from '../api';
import { listingAuditPath } from '../audit/auditPaths';
import { failureText } from '../failure';
import { FEEDBACK_ROOM, showFeedback } from '../feedback';
import { LeaveQuestion } from '../leaving/LeaveQuestion';
import { useLeaveGuard } from '../leaving/useLeaveGuard';
import { STATUS_LABELS, strings } from '../strings';
import { DraftActions } from './DraftActions';
import { ListingEarnings } from './ListingEarnings';
import { captionTooLong } from './CaptionField';
import { PendingPhotos, type PendingPhoto } from './PendingPhotos';
import type { PendingDuplicate } from './PhotoSection';
import { PhotoSection } from './PhotoSection';
import { TranslationFields } from './TranslationFields';
import { uploadPending, type PendingRefusal } from './uploadPending';
import {
  DOCUMENT_CHOICES,
  YES_NO,
  detailFieldLabel,
  detailKeysFor,
  detailKind,
  documentsInput,
  documentsTicked,
  emptyForm,
  fieldErrorText,
  fieldLabel,
  formForCopy,
  formFromListing,
  payloadFromForm,
  problemsByField,
  sameForm,
  yesNoOrCountChoices,
  type FormValues,
} from './formModel';

// Leaflet, one of the largest libraries here, loads only with the form, not with the table.
const PointPicker = lazy(() => import('./PointPicker'));

/** What the form of a listing just added is told (router state): its status, and the chosen photos that were refused. */
interface AddedState {
  added: string;
  draft: boolean;
  refused: PendingRefusal[];
  /** Chosen photos whose picture was already among them: the photo section asks to keep or remove each. */
  duplicates?: PendingDuplicate[];
  /** Chosen photos stored without the caption typed for them. */
  uncaptioned?: string[];
}

const isAddedState = (value: unknown, id: string | undefined): value is AddedState =>
  typeof value === 'object' && value !== null && (value as AddedState).added === id && Array.isArray((value as AddedState).refused);

/** What a save's answer says, in a notification where the agent is (feedback.ts). */
const FEEDBACK_CHANNEL = 'listing-save';

/** The query parameter of a new listing's form that names the listing it copies ('?kopje=2900'). */
export const COPY_PARAM = 'kopje';

/** The new listing's form that starts as a copy of listing `id`. */
export const copyPath = (id: string) => `/admin/pronat/e-re?${new URLSearchParams({ [COPY_PARAM]: id })}`;

/** The form of the listing in the URL (or a new one, or a copy), started afresh when the URL names another. */
export function ListingForm() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const copyOf = (id ? null : search.get(COPY_PARAM)) ?? undefined;
  return <ListingFormFor key={`${id ?? ''}|${copyOf ?? ''}`} id={id} copyOf={copyOf} />;
}

function ListingFormFor({ id, copyOf }: { id: string | undefined; copyOf: string | undefined }) {
  const navigate = useNavigate();
  const added: unknown = useLocation().state;
  const t = strings.form;
  const [values, setValues] = useState<FormValues | null>(id || copyOf ? null : emptyForm());
  // The status the store holds (the select may show another until 'Ruaj').
  const [storedStatus, setStoredStatus] = useState<ListingStatus | null>(null);
  const [missing, setMissing] = useState(false);
  /**
   * The values as stored (or as a new form starts; a copy too, since nothing of it is stored
   * yet): the edits are what differs from them.
   */
  const [saved, setSaved] = useState<FormValues | null>(id ? null : emptyForm());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [loadFailure, setLoadFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** Moves on with every refused save: the first refused field then takes the focus. */
  const [refusals, setRefusals] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  // A new listing's chosen photos, and how many of them are sent after its first save.
  const [pending, setPending] = useState<PendingPhoto[]>([]);
  // 'Përkthimet' starts folded; a refused translation opens it (for the focus on its field).
  const [translationsOpen, setTranslationsOpen] = useState(false);
  // A stored photo's caption typed and not saved (PhotoSection).
  const [unsavedCaptions, setUnsavedCaptions] = useState(false);
  const edited = values !== null && saved !== null && !sameForm(values, saved);
  const guard = useLeaveGuard(edited || pending.length > 0 || unsavedCaptions);
  const [sent, setSent] = useState<number | null>(null);
  // The chosen photos the server refused when the listing was added: said until the form is left.
  const refusedPhotos = isAddedState(added, id) ? added.refused : [];
  const repeatedPhotos = (isAddedState(added, id) && Array.isArray(added.duplicates) ? added.duplicates : []);
  const uncaptionedPhotos = isAddedState(added, id) && Array.isArray(added.uncaptioned) ? added.uncaptioned : [];

  // Said once: the leave guard's own history entry comes and goes with edits, and coming back to
  // this entry gives its state as a new object, which must not say 'added' over a later answer.
  const addedText = isAddedState(added, id) ? t.added(added.added, added.draft) : null;
  useEffect(() => {
    if (addedText) showFeedback(FEEDBACK_CHANNEL, 'success', addedText);
  }, [addedText]);

  useEffect(() => {
    const source = id ?? copyOf;
    if (!source) return;
    let live = true;
    api
      .listing(source)
      .then((answer) => {
        if (!live) return;
        if (!id) return setValues(formForCopy(answer.listing));
        const stored = formFromListing(answer.listing, answer.status);
        setValues(stored);
        setSaved(stored);
        setStoredStatus(answer.status);
      })
      .catch((error: unknown) => live && (error instanceof ApiError && error.status === 404 ? setMissing(true) : setLoadFailure(failureText(error))));
    return () => {
      live = false;
    };
  }, [id, copyOf]);

  useEffect(() => {
    if (refusals === 0) return;
    // The first refused field in the form's order (Mantine marks a field with an error aria-invalid).
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  if (missing) return <Alert color="red">{t.notFound}</Alert>;
  if (loadFailure) {
    return (
      <Alert color="red" role="alert">
        {loadFailure}
      </Alert>
    );
  }
  if (!values) {
    return (
      <Center mih={300}>
        <Loader aria-label={strings.loading} />
      </Center>
    );
  }

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => setValues((current) => (current ? { ...current, [key]: value } : current));
  const setDetail = (key: string, value: string) => setValues((current) => (current ? { ...current, details: { ...current.details, [key]: value } } : current));
  const setTranslation = (locale: TranslationLocale, field: TranslatedField, text: string) =>
    setValues((current) =>
      current ? { ...current, translations: { ...current.translations, [locale]: { ...current.translations[locale], [field]: text } } } : current,
    );
  const error = (field: string) => (errors[field] ? fieldErrorText(field) : undefined);

  /** Saves the form; 'Publiko' saves it with the status 'active' (the agent's changes with it). */
  const save = async (publish: boolean) => {
    // A chosen photo's caption longer than the server takes: said, and nothing is sent.
    const longCaption = id ? -1 : pending.findIndex((photo) => captionTooLong(photo.caption));
    if (longCaption >= 0) {
      setRefusals((count) => count + 1);
      showFeedback(FEEDBACK_CHANNEL, 'error', t.invalidFields([strings.photos.caption(longCaption + 1)]));
      return;
    }
    setBusy(true);
    try {
      const payload = payloadFromForm(publish ? { ...values, status: 'active' } : values);
      if (id) {
        await api.updateListing(id, payload);
        setErrors({});
        // 'Publiko' stored the form with the status 'active': the form says so, and has no edits left.
        const stored = publish ? { ...values, status: 'active' as const } : values;
        setValues(stored);
        setSaved(stored);
        setStoredStatus(payload.status);
        showFeedback(FEEDBACK_CHANNEL, 'success', publish ? t.published : t.saved);
      } else {
        const created = await api.createListing(payload);
        setErrors({});
        // The chosen photos go to the listing just stored (a draft unless another status was chosen).
        setSent(0);
        const { refused, duplicates, uncaptioned } = await uploadPending(created.id, pending, setSent);
        // The form of the stored listing takes over, saying it was added.
        const state: AddedState = { added: created.id, draft: payload.status === 'draft', refused, duplicates, uncaptioned };
        guard.release(() => navigate(`/admin/pronat/${encodeURIComponent(created.id)}`, { replace: true, state }));
        return;
      }
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 400) {
        const refused = problemsByField((failure.body.problems as Problem[] | undefined) ?? []);
        const labels = Object.keys(refused).map(fieldLabel);
        if (Object.keys(refused).some((field) => field.startsWith('translations'))) setTranslationsOpen(true);
        setErrors(refused);
        setRefusals((count) => count + 1);
        showFeedback(FEEDBACK_CHANNEL, 'error', labels.length > 0 ? t.invalidFields(labels) : t.invalid);
      } else {
        showFeedback(FEEDBACK_CHANNEL, 'error', failureText(failure));
      }
    } finally {
      setBusy(false);
      setSent(null);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(false);
  };

  const cities: readonly string[] = values.city && !CITIES.includes(values.city as never) ? [values.city, ...CITIES] : CITIES;

  return (
    <form ref={form} onSubmit={submit} noValidate aria-labelledby="listing-form-title">
      <LeaveQuestion guard={guard} />
      <Stack gap="md" maw={960}>
        <Anchor component={Link} to="/admin" size="sm">
          ← {t.back}
        </Anchor>
        <Group justify="space-between" align="center" gap="sm">
          <Title order={1} size="h2" id="listing-form-title">
            {id ? t.editTitle(id) : copyOf ? t.copyTitle(copyOf) : t.newTitle}
          </Title>
          {id && (
            <Group gap="xs">
              <Button component={Link} to={listingAuditPath(id)} variant="subtle" leftSection={<IconHistory size={18} aria-hidden />}>
                {t.history}
              </Button>
              <Button component={Link} to={copyPath(id)} variant="light" leftSection={<IconCopy size={18} aria-hidden />}>
                {t.copy}
              </Button>
            </Group>
          )}
        </Group>
        {copyOf && (
          <Text size="sm" c="dimmed">
            {t.copyHint}
          </Text>
        )}
        {refusedPhotos.length > 0 && (
          <Alert color="orange" role="alert">
            <Text size="sm">{strings.photos.pendingRefused}</Text>
            <ul>
              {refusedPhotos.map((refusal, index) => (
                <li key={index}>
                  <Text size="sm">
                    {refusal.name}: {refusal.message}
                  </Text>
                </li>
              ))}
            </ul>
          </Alert>
        )}

        {uncaptionedPhotos.length > 0 && (
          <Alert color="orange" role="alert">
            <Text size="sm">{strings.photos.pendingUncaptioned}</Text>
            <ul>
              {uncaptionedPhotos.map((name, index) => (
                <li key={index}>
                  <Text size="sm">{name}</Text>
                </li>
              ))}
            </ul>
          </Alert>
        )}

        {id && storedStatus === 'draft' && <DraftActions id={id} busy={busy} onPublish={() => void save(true)} />}
        {/* A draft was never public: nothing to count yet. */}
        {id && storedStatus !== null && storedStatus !== 'draft' && <ListingEarnings key={id} listingId={id} />}

        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <TextInput label={t.title} required value={values.title} error={error('title')} onChange={(event) => set('title', event.currentTarget.value)} />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <NativeSelect
                label={t.category}
                value={values.category}
                error={error('category')}
                data={CATEGORIES.map((category) => ({ value: category, label: categoryLabel(category) }))}
                onChange={(event) => set('category', event.currentTarget.value)}
              />
              <NativeSelect label={t.option} value={values.option} error={error('option')} data={[...OPTIONS]} onChange={(event) => set('option', event.currentTarget.value)} />
              <NativeSelect
                label={t.status}
                value={values.status}
                data={LISTING_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] }))}
                onChange={(event) => set('status', event.currentTarget.value as FormValues['status'])}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <NativeSelect
                label={t.city}
                required
                value={values.city}
                error={error('city')}
                data={[{ value: '', label: '—' }, ...cities.map((city) => ({ value: city, label: city }))]}
                onChange={(event) => set('city', event.currentTarget.value)}
              />
              <TextInput label={t.subcity} value={values.subcity} error={error('subcity')} onChange={(event) => set('subcity', event.currentTarget.value)} />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 3 }} verticalSpacing="xs">
              <NumberInput
                label={t.price}
                min={1}
                thousandSeparator="."
                decimalSeparator=","
                disabled={values.byAgreement}
                value={values.byAgreement ? '' : values.price}
                error={error('price')}
                onChange={(value) => set('price', typeof value === 'number' ? value : '')}
              />
              <Checkbox label={t.byAgreement} checked={values.byAgreement} onChange={(event) => set('byAgreement', event.currentTarget.checked)} mt={{ base: 0, sm: 32 }} />
              <NumberInput
                label={t.reducedPrice}
                min={1}
                thousandSeparator="."
                decimalSeparator=","
                value={values.reducedPrice}
                error={error('reducedPrice')}
                onChange={(value) => set('reducedPrice', typeof value === 'number' ? value : '')}
              />
            </SimpleGrid>
            <Textarea label={t.description} autosize minRows={4} maxRows={16} value={values.description} error={error('description')} onChange={(event) => set('description', event.currentTarget.value)} />
          </Stack>
        </Paper>

        <TranslationFields values={values.translations} open={translationsOpen} onOpenChange={setTranslationsOpen} error={error} onChange={setTranslation} />

        {id ? <PhotoSection listingId={id} duplicates={repeatedPhotos} onUnsavedCaptions={setUnsavedCaptions} /> : <PendingPhotos photos={pending} onChange={setPending} />}

        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="listing-details-title">
          <Title order={2} size="h4" mb="sm" id="listing-details-title">
            {t.details}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }}>
            {detailKeysFor(values.category).filter((key) => detailKind(key) !== 'documents').map((key) => {
              const label = detailFieldLabel(key);
              const value = values.details[key] ?? '';
              const fieldError = error(`details.${key}`);
              const kind = detailKind(key);
              if (kind === 'yesNo' || kind === 'yesNoOrCount') {
                const choices = kind === 'yesNo' ? YES_NO : yesNoOrCountChoices(value);
                return (
                  <NativeSelect
                    key={key}
                    label={label}
                    value={choices.some((choice) => choice.value === value) ? value : ''}
                    error={fieldError}
                    data={[{ value: '', label: t.unset }, ...choices]}
                    onChange={(event) => setDetail(key, event.currentTarget.value)}
                  />
                );
              }
              return (
                <TextInput
                  key={key}
                  label={label}
                  inputMode={detailKind(key) === 'number' ? 'decimal' : undefined}
                  value={value}
                  error={fieldError}
                  onChange={(event) => setDetail(key, event.currentTarget.value)}
                />
              );
            })}
          </SimpleGrid>
          {detailKeysFor(values.category)
            .filter((key) => detailKind(key) === 'documents')
            .map((key) => {
              const value = values.details[key] ?? '';
              // Nothing ticked is unknown (saved as no value, shown nowhere); "none of them" is its own box.
              return (
                <Checkbox.Group
                  key={key}
                  mt="md"
                  label={detailFieldLabel(key)}
                  description={t.documentsHint}
                  error={error(`details.${key}`)}
                  value={documentsTicked(value)}
                  onChange={(ticked) => setDetail(key, documentsInput(value, ticked))}
                >
                  <Group gap="md" mt="xs">
                    {DOCUMENT_CHOICES.map((choice) => (
                      <Checkbox key={choice.value} value={choice.value} label={choice.label} />
                    ))}
                  </Group>
                </Checkbox.Group>
              );
            })}
        </Paper>

        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h4" mb={4}>
            {t.location}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t.locationHint}
          </Text>
          <Suspense fallback={<Center mih={320}><Loader aria-label={strings.loading} /></Center>}>
            <PointPicker
              point={values.point}
              onChange={(point: GeoPoint | null) => set('point', point)}
              invalid={Boolean(errors.geoPoint)}
              city={values.city}
              neighbourhood={values.subcity}
            />
          </Suspense>
          {errors.geoPoint && (
            <Text size="sm" c="red" mt="xs" role="alert">
              {fieldErrorText('geoPoint')}
            </Text>
          )}
        </Paper>

        <Group justify="flex-end" pb={FEEDBACK_ROOM}>
          {sent !== null && pending.length > 0 && (
            <Text size="sm" aria-live="polite">
              {strings.photos.sending(sent, pending.length)}
            </Text>
          )}
          <Button type="submit" size="md" loading={busy}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
