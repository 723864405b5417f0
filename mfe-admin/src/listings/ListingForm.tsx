/**
 * A new or changed listing, every SPEC field: the category's details with the site's labels,
 * the price or 'Me Marrëveshje', the reduced price, city and subcity, description, status and
 * the exact point (picked on the map, kept private by the server); a stored listing's photos.
 */
import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { CATEGORIES, CITIES, OPTIONS, type GeoPoint } from 'shared/contracts';
import { categoryLabel } from 'shared/format';
import { Link, useLocation, useNavigate, useParams } from 'shared/router';
import { Anchor, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from 'shared/ui';
import { Alert, Checkbox, NativeSelect, NumberInput, Textarea, TextInput } from 'shared/ui-admin';
import { api, ApiError, LISTING_STATUSES, type Problem } from '../api';
import { failureText } from '../failure';
import { STATUS_LABELS, strings } from '../strings';
import { PhotoSection } from './PhotoSection';
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

type Notice = { kind: 'saved' | 'added'; id: string } | { kind: 'invalid' } | { kind: 'failed'; text: string } | null;

/** The form of the listing in the URL (or a new one), started afresh when the URL names another. */
export function ListingForm() {
  const { id } = useParams();
  return <ListingFormFor key={id ?? ''} id={id} />;
}

function ListingFormFor({ id }: { id: string | undefined }) {
  const navigate = useNavigate();
  const added = (useLocation().state as { added?: unknown } | null)?.added;
  const t = strings.form;
  const [values, setValues] = useState<FormValues | null>(id ? null : emptyForm());
  const [missing, setMissing] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<Notice>(typeof added === 'string' && added === id ? { kind: 'added', id: added } : null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!id) return;
    let live = true;
    api
      .listing(id)
      .then((answer) => {
        if (!live) return;
        setValues(formFromListing(answer.listing, answer.status));
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setNotice(null);
    try {
      const payload = payloadFromForm(values);
      if (id) {
        await api.updateListing(id, payload);
        setErrors({});
        setNotice({ kind: 'saved', id });
      } else {
        const created = await api.createListing(payload);
        setErrors({});
        // The form of the stored listing takes over, saying it was added.
        navigate(`/admin/pronat/${encodeURIComponent(created.id)}`, { replace: true, state: { added: created.id } });
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
    }
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
          {notice?.kind === 'added' && <Alert color="green">{t.added(notice.id)}</Alert>}
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

        {id ? (
          <PhotoSection listingId={id} />
        ) : (
          <Text size="sm" c="dimmed">
            {strings.photos.saveFirst}
          </Text>
        )}

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
          <Button type="submit" size="md" loading={busy}>
            {t.save}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
