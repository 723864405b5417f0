import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { CATEGORIES, DETAIL_KEYS, EDITABLE_FIELDS, detailField, detailGroupOf } from 'shared/contracts';
import { detailAccepts, listingSchema } from 'shared/listings';
import { DETAIL_TYPE_SAMPLES, makeListing } from 'shared/testing';
import {
  DOCUMENT_CHOICES,
  NO_DOCUMENTS,
  detailFieldLabel,
  detailKeysFor,
  documentsInput,
  fieldErrorText,
  fieldLabel,
  detailKind,
  emptyForm,
  formForCopy,
  formFromListing,
  payloadFromForm,
  problemsByField,
  sameForm,
  translationLabel,
  translationsFilled,
  yesNoOrCountChoices,
} from './formModel';

describe('the details the form offers', () => {
  it("follows the detail page's order per category, with the site's labels", () => {
    expect(detailKeysFor('land')).toEqual(['area', 'wastewater', 'water', 'parcelNumber', 'keds', 'documents']);
    expect(detailKeysFor('apartment').slice(0, 4)).toEqual(['area', 'bedrooms', 'baths', 'rooms']);
    expect(detailKeysFor('apartment')).not.toContain('keds');
    expect(detailFieldLabel('keds')).toBe('Rrymë');
    expect(detailFieldLabel('buildingYear')).toBe('Viti Ndërtimit');
  });

  it("asks the public data's schema which control a detail gets", () => {
    expect(detailKind('furnished')).toBe('yesNo');
    expect(detailKind('water')).toBe('yesNo');
    expect(detailKind('rooms')).toBe('number');
    expect(detailKind('area')).toBe('number');
    expect(detailKind('heatingSystem')).toBe('text');
    expect(detailKind('floor')).toBe('text');
  });
});

// Every detail of the descriptor (shared/listing-fields) reaches the form with a control its
// type's values fit, in each category of its groups, and comes back out as the schema takes it.
describe.each(DETAIL_KEYS)('the form and the detail %s', (key) => {
  const field = detailField(key);
  const { good } = DETAIL_TYPE_SAMPLES[field.type];
  const categories = CATEGORIES.filter((category) => (field.groups as readonly string[]).includes(detailGroupOf(category)));

  it('is offered in exactly the categories of its groups, named', () => {
    expect(categories.length).toBeGreaterThan(0);
    for (const category of CATEGORIES) expect(detailKeysFor(category).includes(key)).toBe(categories.includes(category));
    expect(detailFieldLabel(key)).not.toBe(key);
  });

  it("gets a control whose values the schema takes", () => {
    const kind = detailKind(key);
    if (kind === 'yesNo') expect([detailAccepts(key, true), detailAccepts(key, false)]).toEqual([true, true]);
    if (kind === 'number') expect([detailAccepts(key, 3), detailAccepts(key, 'x')]).toEqual([true, false]);
    if (kind === 'text') expect(detailAccepts(key, String(good))).toBe(true);
    if (kind === 'documents') expect([detailAccepts(key, ['possession', 'permit']), detailAccepts(key, []), detailAccepts(key, ['deed'])]).toEqual([true, true, false]);
  });

  it('comes back from a stored listing through the form unchanged, in a payload the schema accepts', () => {
    const category = categories[0] as string;
    const values = formFromListing(makeListing({ category, details: { [key]: good } }), 'active');
    const payload = payloadFromForm(values);
    // A text control gives text back, but for a floor or a year written as a whole number, kept one.
    const wholeKept = (detailField(key).type === 'floor' || detailField(key).type === 'year') && Number.isInteger(good);
    expect((payload.listing.details as Record<string, unknown>)[key]).toEqual(detailKind(key) === 'text' && !wholeKept ? String(good) : good);
    expect(v.safeParse(listingSchema, { ...payload.listing, id: '1', active: true, images: [], createdAt: '2026-11-25' }).success).toBe(true);
    expect(fieldErrorText(`details.${key}`)).not.toBe('Vlerë e pavlefshme.');
  });
});

describe('a detail that is yes, no or a count (a balcony)', () => {
  it('offers Po, Jo and 1 to 5, and a larger stored count too, so saving keeps it', () => {
    expect(yesNoOrCountChoices('').map((choice) => choice.label)).toEqual(['Po', 'Jo', '1', '2', '3', '4', '5']);
    expect(yesNoOrCountChoices('7').map((choice) => choice.value)).toContain('7');
    const values = formFromListing(makeListing({ details: { balcony: 7 } }), 'active');
    expect(payloadFromForm(values).listing.details).toEqual({ balcony: 7 });
    expect(payloadFromForm({ ...values, details: { balcony: 'false' } }).listing.details).toEqual({ balcony: false });
  });
});

describe('a floor and a year, typed into text fields', () => {
  it('are sent as whole numbers when they are ones, as the listings file keeps them; a floor like 4/10 or a date stays text', () => {
    const values = formFromListing(makeListing({ details: { floor: 2, buildingYear: 2018 } }), 'active');
    expect(payloadFromForm(values).listing.details).toEqual({ floor: 2, buildingYear: 2018 });
    expect(payloadFromForm({ ...values, details: { floor: ' 0 ', buildingYear: '2019-05-01' } }).listing.details).toEqual({ floor: 0, buildingYear: '2019-05-01' });
    expect(payloadFromForm({ ...values, details: { floor: 'P+4' } }).listing.details).toEqual({ floor: 'P+4' });
  });
});

describe('form values and the saved listing', () => {
  it("starts a new listing as a draft ('Skicë')", () => {
    expect(emptyForm().status).toBe('draft');
    expect(payloadFromForm(emptyForm()).status).toBe('draft');
  });

  it('sends every field the descriptor marks editable and no other (the creation date is kept by the server)', () => {
    const sent = Object.keys(payloadFromForm(emptyForm()).listing).sort();
    expect(sent).toEqual(EDITABLE_FIELDS.filter((name) => name !== 'createdAt').sort());
  });

  it('makes a payload the public schema accepts, with only the category’s details', () => {
    const values = {
      ...emptyForm(),
      title: ' Truall në Lipjan ',
      category: 'land',
      city: 'Lipjan',
      price: 45000,
      point: { latitude: 42.52, longitude: 21.12 },
      details: { area: '1200,5', water: 'true', keds: 'false', rooms: '4', parcelNumber: 'P-77' },
    };
    const payload = payloadFromForm(values);
    expect(payload.status).toBe('draft');
    expect(payload.listing).toMatchObject({ title: 'Truall në Lipjan', price: 45000, reducedPrice: null, details: { area: 1200.5, water: true, keds: false, parcelNumber: 'P-77' } });
    expect(payload.listing.details).not.toHaveProperty('rooms');
    const parsed = v.safeParse(listingSchema, { ...payload.listing, id: '1', active: true, images: [], createdAt: '2026-11-25' });
    expect(parsed.success).toBe(true);
  });

  it("sends 'Me Marrëveshje' when the price is by agreement", () => {
    const payload = payloadFromForm({ ...emptyForm(), title: 'x', city: 'Pejë', byAgreement: true, price: 5 });
    expect(payload.listing.price).toBe('Me Marrëveshje');
  });

  it('reads a stored listing back into the same values', () => {
    const listing = makeListing({ id: '7', price: 'Me Marrëveshje', reducedPrice: 90000, details: { area: 80, furnished: true, floor: '4/10' } });
    const values = formFromListing(listing, 'sold');
    expect(values).toMatchObject({ byAgreement: true, price: '', reducedPrice: 90000, status: 'sold', details: { area: '80', furnished: 'true', floor: '4/10' } });
    expect(payloadFromForm(values).listing.details).toMatchObject({ area: 80, furnished: true, floor: '4/10' });
  });

  it("maps the server's problems to fields", () => {
    expect(problemsByField([{ path: 'price', message: 'a' }, { path: 'details.area', message: 'b' }, { path: 'geoPoint.latitude', message: 'c' }, { path: 'price', message: 'd' }])).toEqual({
      price: 'a',
      'details.area': 'b',
      geoPoint: 'c',
    });
  });

  it("says in Albanian what each refused field takes, for every field the schema refuses", () => {
    const bad = {
      id: '1',
      active: true,
      images: [],
      createdAt: '2026-02-30',
      title: '   ',
      description: 'a\u0000b',
      category: 'castle',
      option: 'Falas',
      city: '',
      subcity: 'x'.repeat(500),
      price: 0,
      reducedPrice: -5,
      geoPoint: { latitude: 48, longitude: 21 },
      details: { area: 'shumë', rooms: 2.5, furnished: 'po', buildingYear: 'dikur', heatingSystem: 'x'.repeat(500) },
    };
    const parsed = v.safeParse(listingSchema, bad);
    expect(parsed.success).toBe(false);
    const fields = Object.keys(problemsByField((parsed.issues ?? []).map((issue) => ({ path: (issue.path ?? []).map((item) => String(item.key)).join('.'), message: issue.message }))));
    expect(fields.sort()).toEqual(
      ['category', 'city', 'createdAt', 'description', 'details.area', 'details.buildingYear', 'details.furnished', 'details.heatingSystem', 'details.rooms', 'geoPoint', 'option', 'price', 'reducedPrice', 'subcity', 'title'].sort(),
    );
    const texts = fields.map(fieldErrorText);
    // Each one the field's own rule, none the catch-all, none the schema's English.
    for (const text of texts) {
      expect(text).not.toBe('Vlerë e pavlefshme.');
      expect(text).not.toMatch(/expected|longer than|got /);
    }
    expect(fieldErrorText('price')).toBe('Shkruani çmimin në euro (më shumë se 0) ose zgjidhni "Me Marrëveshje".');
    expect(fieldErrorText('option')).toBe('Zgjidhni "Në Shitje" ose "Me Qera".');
    expect(fieldErrorText('details.rooms')).toBe('Shkruani një numër të plotë (p.sh. 3).');
    expect(fieldErrorText('details.furnished')).toBe('Zgjidhni Po ose Jo.');
    expect(fieldErrorText('details.area')).toBe('Shkruani një numër (p.sh. 84 ose 84,5).');
    // A path the form does not know (or a hostile one) gets the general message.
    expect(fieldErrorText('__proto__')).toBe('Vlerë e pavlefshme.');
    expect(fieldErrorText('details.toString')).toBe('Vlerë e pavlefshme.');
  });
});

describe("the documents' checkboxes", () => {
  const saved = (documents: unknown) =>
    (payloadFromForm(formFromListing(makeListing({ details: documents === undefined ? {} : ({ documents } as never) }), 'active')).listing.details as Record<string, unknown>)
      .documents;

  it("offers the four documents in the site's words, then 'Asnjë nga këto'", () => {
    expect(DOCUMENT_CHOICES.map((choice) => choice.label)).toEqual([
      'Fletë poseduese',
      'Leje ndërtimi',
      'Certifikatë e përdorimit',
      'Në proces legalizimi',
      'Asnjë nga këto',
    ]);
  });

  it('keeps unknown (nothing ticked: no value) apart from none of them ([])', () => {
    expect(saved(undefined)).toBeUndefined();
    expect(saved([])).toEqual([]);
    expect(saved(['permit', 'possession'])).toEqual(['possession', 'permit']);
  });

  it("unticks the documents when 'Asnjë nga këto' is ticked, and it when a document is", () => {
    expect(documentsInput('possession,permit', ['possession', 'permit', NO_DOCUMENTS])).toBe(NO_DOCUMENTS);
    expect(documentsInput(NO_DOCUMENTS, [NO_DOCUMENTS, 'occupancy'])).toBe('occupancy');
    expect(documentsInput('permit', ['permit', 'possession'])).toBe('possession,permit');
    expect(documentsInput('permit', [])).toBe('');
  });
});

describe("a refused field's name", () => {
  it("is the form's label, a detail's own label, the place for the point", () => {
    expect(fieldLabel('title')).toBe('Titulli');
    expect(fieldLabel('price')).toBe('Çmimi (€)');
    expect(fieldLabel('details.area')).toBe('Sipërfaqe');
    expect(fieldLabel('geoPoint')).toBe('Vendndodhja e saktë');
  });
});

describe('unsaved edits', () => {
  it('are none for the same values, and any changed field or detail counts', () => {
    const saved = { ...emptyForm(), title: 'Banesë', details: { area: '84' } };
    expect(sameForm(saved, { ...saved, details: { ...saved.details } })).toBe(true);
    expect(sameForm(saved, { ...saved, title: 'Banesë e re' })).toBe(false);
    expect(sameForm(saved, { ...saved, details: { area: '85' } })).toBe(false);
    expect(sameForm(saved, { ...saved, point: { latitude: 42.6, longitude: 21.1 } })).toBe(false);
  });

  it('ignore a detail emptied again and the order details were typed in', () => {
    const saved = { ...emptyForm(), details: { area: '84', rooms: '3' } };
    expect(sameForm(saved, { ...saved, details: { rooms: '3', area: '84', floor: '' } })).toBe(true);
  });
});

describe('a copy of a listing', () => {
  it('has every field but the status, which starts as a new one, and its title marked', () => {
    const listing = makeListing({ title: 'Banesë 2+1 në Dardani', price: 98000, details: { area: 84, rooms: 3 } });
    const copy = formForCopy(listing);
    expect(copy).toEqual({ ...formFromListing(listing, 'sold'), status: emptyForm().status, title: 'Banesë 2+1 në Dardani (kopje)' });
  });

  it('keeps a long title within the limit', () => {
    const copy = formForCopy(makeListing({ title: 'a'.repeat(300) }));
    expect(copy.title).toHaveLength(300);
    expect(copy.title.endsWith(' (kopje)')).toBe(true);
  });
});

describe("the translations ('Përkthimet')", () => {
  const translated = makeListing({ translations: { en: { title: 'Flat in the centre', description: 'Bright.' }, de: { title: 'Wohnung' } } });

  it("are labelled with the field's own label and the language by its own name", () => {
    expect([translationLabel('en', 'title'), translationLabel('en', 'description'), translationLabel('de', 'title'), translationLabel('de', 'description')]).toEqual([
      'Titulli (English)',
      'Përshkrimi (English)',
      'Titulli (Deutsch)',
      'Përshkrimi (Deutsch)',
    ]);
  });

  it("come back from a stored listing, every field a text ('' for none), and go out as typed in a payload the schema takes", () => {
    const values = formFromListing(translated, 'active');
    expect(values.translations).toEqual({ en: { title: 'Flat in the centre', description: 'Bright.' }, de: { title: 'Wohnung', description: '' } });
    expect(translationsFilled(values.translations)).toBe(3);
    expect(emptyForm().translations).toEqual({ en: { title: '', description: '' }, de: { title: '', description: '' } });
    const payload = payloadFromForm({ ...values, translations: { ...values.translations, de: { title: ' Wohnung ', description: '' } } });
    expect(payload.listing.translations).toEqual({ en: { title: 'Flat in the centre', description: 'Bright.' }, de: { title: ' Wohnung ', description: '' } });
    const parsed = v.safeParse(listingSchema, { ...payload.listing, id: '1', active: true, images: [], createdAt: '2026-11-25' });
    expect(parsed.success && parsed.output.translations).toEqual({ en: { title: 'Flat in the centre', description: 'Bright.' }, de: { title: 'Wohnung' } });
  });

  it("are named, and said what they take, when the server refuses one; an unknown language's problem names them all", () => {
    expect(
      problemsByField([
        { path: 'translations.en.title', message: 'a' },
        { path: 'translations.de.description', message: 'b' },
        { path: 'translations.fr', message: 'c' },
        { path: 'translations.en.__proto__', message: 'd' },
      ]),
    ).toEqual({ 'translations.en.title': 'a', 'translations.de.description': 'b', translations: 'c' });
    expect(fieldLabel('translations.en.title')).toBe('Titulli (English)');
    expect(fieldLabel('translations.de.description')).toBe('Përshkrimi (Deutsch)');
    expect(fieldLabel('translations')).toBe('Përkthimet');
    expect(fieldLabel('__proto__')).toBe('__proto__');
    expect(fieldErrorText('translations.de.title')).toBe('Titulli i përkthyer është shumë i gjatë (deri në 300 shenja) ose ka shenja të palejuara.');
    expect(fieldErrorText('translations.en.description')).toBe('Përshkrimi i përkthyer është shumë i gjatë ose ka shenja të palejuara.');
    expect(fieldErrorText('translations')).toBe('Vlerë e pavlefshme.');
  });

  it('count as unsaved edits when one changes, and go with a copy', () => {
    const saved = formFromListing(translated, 'active');
    expect(sameForm(saved, { ...saved, translations: { ...saved.translations, de: { ...saved.translations.de } } })).toBe(true);
    expect(sameForm(saved, { ...saved, translations: { ...saved.translations, de: { title: 'Wohnung', description: 'Hell.' } } })).toBe(false);
    expect(formForCopy(translated).translations).toEqual(saved.translations);
  });
});
