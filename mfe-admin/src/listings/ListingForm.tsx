/**
 * A new or changed listing, every SPEC field: the category's details with the site's labels,
 * the price or 'Me Marrëveshje', the reduced price, city and subcity, description, status and
 * the exact point (picked on the map, kept private by the server); a stored listing's photos,
 * or a new one's chosen photos, sent after its first save. A new listing is a draft ('Skicë');
 * a draft's form offers its preview and 'Publiko'.
 */
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { CATEGORIES, CITIES, OPTIONS, type GeoPoint } from 'shared/contracts';
import { categoryLabel } from 'shared/format';
import { Link, useLocation, useNavigate, useParams } from 'shared/router';
import { Anchor, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from 'shared/ui';
import { Alert, Checkbox, NativeSelect, NumberInput, Textarea, TextInput } from 'shared/ui-admin';
import { api, ApiError, LISTING_STATUSES, type ListingStatus, type Problem } from '../api';
import { failureText } from '../failure';
import { STATUS_LABELS, strings } from '../strings';
import { DraftActions } from './DraftActions';
import { PendingPhotos, type PendingPhoto } from './PendingPhotos';
import { PhotoSection } from './PhotoSection';
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
  formFromListing,
  payloadFromForm,
  problemsByField,
  yesNoOrCountChoices,
  type FormValues,
} from './formModel';

// Leaflet, one of the largest libraries here, loads only with the form, not with the table.
const PointPicker = lazy(() => import('./PointPicker'));

type Notice =
  | { kind: 'saved' | 'published'; id: string }
  | { kind: 'added'; id: string; draft: boolean; refused: PendingRefusal[] }
  | { kind: 'invalid' }
  | { kind: 'failed'; text: string }
  | null;

/** What the form of a listing just added is told (router state): its status, and the chosen photos that were refused. */
interface AddedState {
  added: string;
  draft: boolean;
  refused: PendingRefusal[];
}

const isAddedState = (value: unknown, id: string | undefined): value is AddedState =>
  typeof value === 'object' && value !== null && (value as AddedState).added === id && Array.isArray((value as AddedState).refused);

/** The form of the listing in the URL (or a new one), started afresh when the URL names another. */
export function ListingForm() {
  const { id } = useParams();
  return <ListingFormFor key={id ?? ''} id={id} />;
}

function ListingFormFor({ id }: { id: string | undefined }) {
  const navigate = useNavigate();
  const added: unknown = useLocation().state;
  const t = strings.form;
  const [values, setValues] = useState<FormValues | null>(id ? null : emptyForm());
  // The status the store holds (the select may show another until 'Ruaj').
  const [storedStatus, setStoredStatus] = useState<ListingStatus | null>(null);
  const [missing, setMissing] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice>(isAddedState(added, id) ? { kind: 'added', id: added.added, draft: added.draft, refused: added.refused } : null);
  const [busy, setBusy] = useState(false);
  // A new listing's chosen photos, and how many of them are sent after its first save.
  const [pending, setPending] = useState<PendingPhoto[]>([]);
  const [sent, setSent] = useState<number | null>(null);

  useEffect(() => {
    if (!id) return;
    let live = true;
    api
      .listing(id)
      .then((answer) => {
        if (!live) return;
        setValues(formFromListing(answer.listing, answer.status));
        setStoredStatus(answer.status);
      })
      .catch((error: unknown) => live && (error instanceof ApiError && error.status === 404 ? setMissing(true) : setNotice({ kind: 'failed', text: failureText(error) })));
    return () => {
      live = false;
    };
  }, [id]);

  if (missing) return <Alert color="red">{t.notFound}</Alert>;
  if (!values) {
    return (
      <Center mih={300}>
        <Loader aria-label={strings.loading} />
      </Center>
    );
  }

  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => setValues((current) => (current ? { ...current, [key]: value } : current));
  const setDetail = (key: string, value: string) => setValues((current) => (current ? { ...current, details: { ...current.details, [key]: value } } : current));
  const error = (field: string) => (errors[field] ? fieldErrorText(field) : undefined);

  /** Saves the form; 'Publiko' saves it with the status 'active' (the agent's changes with it). */
  const save = async (publish: boolean) => {
    setBusy(true);
    setNotice(null);
    try {
      const payload = payloadFromForm(publish ? { ...values, status: 'active' } : values);
      if (id) {
        await api.updateListing(id, payload);
        setErrors({});
        setStoredStatus(payload.status);
        if (publish) set('status', 'active');
        setNotice({ kind: publish ? 'published' : 'saved', id });
      } else {
        const created = await api.createListing(payload);
        setErrors({});
        // The chosen photos go to the listing just stored (a draft unless another status was chosen).
        setSent(0);
        const refused = await uploadPending(created.id, pending.map((photo) => photo.file), setSent);
        // The form of the stored listing takes over, saying it was added.
        const state: AddedState = { added: created.id, draft: payload.status === 'draft', refused };
        navigate(`/admin/pronat/${encodeURIComponent(created.id)}`, { replace: true, state });
        return;
      }
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 400) {
        setErrors(problemsByField((failure.body.problems as Problem[] | undefined) ?? []));
        setNotice({ kind: 'invalid' });
      } else {
        setNotice({ kind: 'failed', text: failureText(failure) });
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
    <form onSubmit={submit} noValidate aria-labelledby="listing-form-title">
      <Stack gap="md" maw={960}>
        <Anchor component={Link} to="/admin" size="sm">
          ← {t.back}
        </Anchor>
        <Title order={1} size="h2" id="listing-form-title">
          {id ? t.editTitle(id) : t.newTitle}
        </Title>
        <div aria-live="polite">
          {notice?.kind === 'saved' && <Alert color="green">{t.saved}</Alert>}
          {notice?.kind === 'published' && <Alert color="green">{t.published}</Alert>}
          {notice?.kind === 'added' && (
            <Alert color="green">
              {t.added(notice.id, notice.draft)}
              {notice.refused.length > 0 && (
                <>
                  <Text size="sm" mt="xs">
                    {strings.photos.pendingRefused}
                  </Text>
                  <ul>
                    {notice.refused.map((refusal, index) => (
                      <li key={index}>
                        <Text size="sm">
                          {refusal.name}: {refusal.message}
                        </Text>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </Alert>
          )}
          {notice?.kind === 'invalid' && (
            <Alert color="red" role="alert">
              {t.invalid}
            </Alert>
          )}
          {notice?.kind === 'failed' && (
            <Alert color="red" role="alert">
              {notice.text}
            </Alert>
          )}
        </div>

        {id && storedStatus === 'draft' && <DraftActions id={id} busy={busy} onPublish={() => void save(true)} />}

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

        {id ? <PhotoSection listingId={id} /> : <PendingPhotos photos={pending} onChange={setPending} />}

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

        <Group justify="flex-end" pb="xl">
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
