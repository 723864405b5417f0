/**
 * Generates the sample dataset `public/data/listings.json` (170 listings in Albanian).
 *
 * The output is fully deterministic: every random choice comes from a seeded PRNG and
 * no clock is read, so running the script twice produces byte-identical files.
 *
 * The data is deliberately a little "dirty" in the ways the real feed is: some ids are
 * dashed, some listings are inactive, a few prices are "Me Marrëveshje", some
 * coordinates are numeric strings or missing, and `buildingYear` comes in several shapes.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CATEGORIES, CITIES, OPTIONS, PRICE_BY_AGREEMENT, type Category, type City, type DocumentCode, type PublicStatus } from 'shared/contracts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const OUT_FILE = path.join(HERE, 'public', 'data', 'listings.json');

const TOTAL = 170;
const SEED = 20_240_101;

// ---------------------------------------------------------------------------
// Seeded randomness
// ---------------------------------------------------------------------------

/** mulberry32: small, fast, good enough for sample data. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const rand = mulberry32(SEED);

/** Integer in [min, max], both inclusive. */
function int(min: number, max: number): number {
  return min + Math.floor(rand() * (max - min + 1));
}

function float(min: number, max: number): number {
  return min + rand() * (max - min);
}

function chance(p: number): boolean {
  return rand() < p;
}

function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`index ${index} out of range (${items.length})`);
  return item;
}

function pick<T>(items: readonly T[]): T {
  return at(items, Math.floor(rand() * items.length));
}

function weighted<T>(entries: readonly (readonly [T, number])[]): T {
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  let r = rand() * total;
  for (const [value, w] of entries) {
    r -= w;
    if (r < 0) return value;
  }
  return at(entries, entries.length - 1)[0];
}

function shuffle<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    const tmp = at(out, i);
    out[i] = at(out, j);
    out[j] = tmp;
  }
  return out;
}

/** `count` distinct items from `items`, in random order. */
function sample<T>(items: readonly T[], count: number): T[] {
  return shuffle(items).slice(0, count);
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

function fixed(value: number, digits: number): number {
  return Number(value.toFixed(digits));
}

// ---------------------------------------------------------------------------
// Places
// ---------------------------------------------------------------------------

type PlaceKind = 'centre' | 'hood' | 'village';

interface Subcity {
  name: string;
  kind: PlaceKind;
  /** Locative phrase for titles ("në Arbëri"); derived from the kind when absent. */
  loc?: string;
  /** Approximate centre of the neighbourhood; the city centre plus jitter when absent. */
  lat?: number;
  lon?: number;
}

interface CityInfo {
  /** Genitive form, for "në qendër të Prishtinës". */
  genitive: string;
  lat: number;
  lon: number;
  /** How many listings this city gets (sums to TOTAL). */
  count: number;
  /** Rough price level relative to Prishtinë (1). */
  priceLevel: number;
  subcities: Subcity[];
}

const hood = (name: string, loc?: string, lat?: number, lon?: number): Subcity => ({ name, kind: 'hood', loc, lat, lon });
const village = (name: string): Subcity => ({ name, kind: 'village' });
const centre: Subcity = { name: 'Qendër', kind: 'centre' };

const CITY_INFO: Record<City, CityInfo> = {
  Prishtinë: {
    genitive: 'Prishtinës',
    lat: 42.6629,
    lon: 21.1655,
    count: 77,
    priceLevel: 1,
    subcities: [
      hood('Arbëria (Dragodan)', 'në Arbëri (Dragodan)', 42.6612, 21.1498),
      hood('Qyteza Pejton', 'në Qytezën Pejton', 42.6575, 21.1592),
      hood('Ulpiana', 'në Ulpianë', 42.6528, 21.1705),
      hood('Dardania', 'në Dardani', 42.6478, 21.1553),
      hood('Sunny Hill', 'në Sunny Hill', 42.6436, 21.1781),
      hood('Lakrishte', 'në Lakrishte', 42.6471, 21.1447),
      hood('Bregu i Diellit', 'në Bregun e Diellit', 42.6552, 21.1772),
      hood('Kodra e Trimave', 'në Kodrën e Trimave', 42.6688, 21.1781),
      hood('Mati 1', 'në lagjen Mati 1', 42.6547, 21.1846),
      hood('Veternik', 'në Veternik', 42.6302, 21.1596),
      hood('Tophane', 'në Tophane', 42.6668, 21.1634),
      hood('Aktash', 'në Aktash', 42.6693, 21.1689),
      hood('Kalabria', 'në Kalabri', 42.6655, 21.1418),
      hood('Emshir', 'në Emshir', 42.6381, 21.1579),
    ],
  },
  Prizren: {
    genitive: 'Prizrenit',
    lat: 42.2139,
    lon: 20.7397,
    count: 14,
    priceLevel: 0.8,
    subcities: [
      centre,
      hood('Marash', 'në Marash'),
      hood('Ortakoll', 'në Ortakoll'),
      hood('Bazhdarhane', 'në Bazhdarhane'),
      hood('Tusus', 'në Tusus'),
      hood('Jeni Mahallë', 'në Jeni Mahallë'),
      hood('Arbana'),
      village('Zhur'),
      village('Landovicë'),
    ],
  },
  Pejë: {
    genitive: 'Pejës',
    lat: 42.6593,
    lon: 20.2887,
    count: 10,
    priceLevel: 0.7,
    subcities: [
      centre,
      hood('Karagaç', 'në Karagaç'),
      hood('Dardania', 'në Dardani'),
      hood('Zatra'),
      hood('Kapeshnicë'),
      hood('Fidanishte'),
      village('Vitomiricë'),
      village('Lloqan'),
    ],
  },
  Ferizaj: {
    genitive: 'Ferizajt',
    lat: 42.3702,
    lon: 21.1553,
    count: 10,
    priceLevel: 0.7,
    subcities: [centre, hood('Bibaj', 'në Bibaj'), hood('Sallahane'), hood('Lagjja e Re', 'në Lagjen e Re'), village('Nerodime'), village('Softaj')],
  },
  Gjilan: {
    genitive: 'Gjilanit',
    lat: 42.4635,
    lon: 21.4694,
    count: 9,
    priceLevel: 0.65,
    subcities: [centre, hood('Dardania', 'në Dardani'), hood('Arbëria', 'në Arbëri'), hood('Lagjja e Re', 'në Lagjen e Re'), village('Zhegër'), village('Livoç i Epërm')],
  },
  'Fushë Kosovë': {
    genitive: 'Fushë Kosovës',
    lat: 42.637,
    lon: 21.093,
    count: 9,
    priceLevel: 0.75,
    subcities: [centre, village('Bresje'), village('Miradi e Epërme'), village('Lismir'), village('Sllatinë e Madhe'), village('Harilaq')],
  },
  Graçanicë: {
    genitive: 'Graçanicës',
    lat: 42.6003,
    lon: 21.1944,
    count: 7,
    priceLevel: 0.7,
    subcities: [centre, village('Çagllavicë'), village('Llapnasellë'), village('Preoc'), village('Uglarë')],
  },
  Lipjan: {
    genitive: 'Lipjanit',
    lat: 42.5217,
    lon: 21.1258,
    count: 5,
    priceLevel: 0.55,
    subcities: [centre, village('Magurë'), village('Janjevë'), village('Gadime e Epërme')],
  },
  Podujevë: {
    genitive: 'Podujevës',
    lat: 42.9106,
    lon: 21.1931,
    count: 5,
    priceLevel: 0.55,
    subcities: [centre, village('Lluzhan'), village('Batllavë'), village('Orllan'), village('Sfeçël')],
  },
  Obiliq: {
    genitive: 'Obiliqit',
    lat: 42.6869,
    lon: 21.0703,
    count: 5,
    priceLevel: 0.6,
    subcities: [centre, village('Plemetin'), village('Milloshevë'), village('Babimoc'), village('Sibovc')],
  },
  Rahovec: {
    genitive: 'Rahovecit',
    lat: 42.3994,
    lon: 20.6547,
    count: 4,
    priceLevel: 0.5,
    subcities: [centre, village('Xërxë'), village('Hoçë e Madhe'), village('Krushë e Madhe'), village('Ratkoc')],
  },
  Malishevë: {
    genitive: 'Malishevës',
    lat: 42.4828,
    lon: 20.7458,
    count: 4,
    priceLevel: 0.5,
    subcities: [centre, village('Banjë'), village('Kijevë'), village('Bellanicë')],
  },
  Istog: {
    genitive: 'Istogut',
    lat: 42.7808,
    lon: 20.4875,
    count: 4,
    priceLevel: 0.5,
    subcities: [centre, village('Banjë'), village('Vrellë'), village('Gurrakoc'), village('Dubravë')],
  },
  Kamenicë: {
    genitive: 'Kamenicës',
    lat: 42.5781,
    lon: 21.5753,
    count: 4,
    priceLevel: 0.45,
    subcities: [centre, village('Koretin'), village('Topanicë'), village('Ropotovë e Madhe')],
  },
  Novobërdë: {
    genitive: 'Novobërdës',
    lat: 42.6153,
    lon: 21.4336,
    count: 3,
    priceLevel: 0.45,
    subcities: [hood('Bostan', 'në Bostan'), village('Koretishtë'), village('Llabjan')],
  },
};

function locative(city: City, sub: Subcity): string {
  const info = CITY_INFO[city];
  if (sub.kind === 'centre') return `në qendër të ${info.genitive}`;
  const base = sub.loc ?? (sub.kind === 'village' ? `në fshatin ${sub.name}` : `në lagjen ${sub.name}`);
  return city === 'Prishtinë' ? base : `${base}, ${city}`;
}

// ---------------------------------------------------------------------------
// Vocabulary
// ---------------------------------------------------------------------------

const HEATING_FLAT = ['Ngrohje qendrore', 'Ngrohje qendrore (Termokos)', 'Kaldajë me gaz', 'Kondicioner', 'Ngrohje nën dysheme', 'Pompë termike'];
const HEATING_HOUSE = ['Kaldajë me pellet', 'Kaldajë me gaz', 'Ngrohje nën dysheme', 'Pompë termike', 'Sobë me dru', 'Kondicioner'];
const HEATING_BUSINESS = ['Ngrohje qendrore', 'Kondicioner', 'Sistem VRF', 'Pompë termike', 'Kaldajë me gaz'];

const CLOSING = [
  'Për më shumë informata ose për ta vizituar pronën, na kontaktoni.',
  'Vizitat bëhen me termin paraprak.',
  'Na kontaktoni për një vizitë pa obligim.',
  'Agjencia ofron ndihmë edhe për dokumentacionin dhe kontratën.',
];
const CLOSING_SALE = [...CLOSING, 'Çmimi është i negociueshëm për blerësit seriozë.'];
const CLOSING_RENT = [...CLOSING, 'Prona është e lirë dhe mund të merret menjëherë.'];

// ---------------------------------------------------------------------------
// Listing drafts
// ---------------------------------------------------------------------------

type Option = (typeof OPTIONS)[number];
type Details = Record<string, string | number | boolean | DocumentCode[]>;

interface Draft {
  id: string;
  active: boolean;
  title: string;
  description: string;
  category: Category;
  option: Option;
  city: City;
  subcity: string;
  price: number | typeof PRICE_BY_AGREEMENT;
  reducedPrice?: number;
  images: string[];
  createdAt: string;
  geo: { latitude: number; longitude: number } | null;
  geoAsStrings: boolean;
  details: Details;
  /** A listing no longer available but still shown with its badge; absent while available. */
  status?: PublicStatus;
  /** Bookkeeping for the post-processing step (not written out). */
  roundStep: number;
}

const SALE: Option = 'Në Shitje';
const RENT: Option = 'Me Qera';

function pickCategory(city: City): Category {
  if (city === 'Prishtinë') {
    return weighted<Category>([
      ['apartment', 48],
      ['house', 14],
      ['land', 10],
      ['office', 18],
      ['building', 10],
    ]);
  }
  const suburban = ['Fushë Kosovë', 'Graçanicë', 'Obiliq', 'Lipjan'].includes(city);
  const town = ['Prizren', 'Pejë', 'Ferizaj', 'Gjilan'].includes(city);
  return weighted<Category>([
    ['apartment', town ? 42 : suburban ? 34 : 18],
    ['house', town ? 24 : 36],
    ['land', town ? 12 : 26],
    ['office', town ? 10 : 4],
    ['building', town ? 10 : 5],
  ]);
}

function pickOption(category: Category): Option {
  switch (category) {
    case 'apartment':
      return chance(0.36) ? RENT : SALE;
    case 'house':
      return chance(0.2) ? RENT : SALE;
    case 'office':
      return chance(0.5) ? RENT : SALE;
    case 'building':
      return chance(0.15) ? RENT : SALE;
    case 'land':
      return SALE; // land for rent is added explicitly (rare)
  }
}

function pickSubcity(city: City, category: Category): Subcity {
  const subs = CITY_INFO[city].subcities;
  // Flats, offices and buildings are in town; houses and land are often in villages.
  const rural = category === 'land' || category === 'house';
  return weighted(subs.map((s) => [s, s.kind === 'village' ? (rural ? 2.5 : 0.15) : s.kind === 'centre' ? 3 : 2] as const));
}

function geoFor(city: City, sub: Subcity): { latitude: number; longitude: number } {
  const info = CITY_INFO[city];
  let lat: number;
  let lon: number;
  if (sub.lat !== undefined && sub.lon !== undefined) {
    lat = sub.lat + float(-0.0035, 0.0035);
    lon = sub.lon + float(-0.0045, 0.0045);
  } else if (sub.kind === 'centre') {
    lat = info.lat + float(-0.006, 0.006);
    lon = info.lon + float(-0.008, 0.008);
  } else if (sub.kind === 'hood') {
    lat = info.lat + float(-0.014, 0.014);
    lon = info.lon + float(-0.018, 0.018);
  } else {
    // Villages: a few km out of the centre.
    const angle = float(0, Math.PI * 2);
    const km = float(3, 7);
    lat = info.lat + (Math.sin(angle) * km) / 111;
    lon = info.lon + (Math.cos(angle) * km) / 82;
  }
  return { latitude: fixed(lat, 6), longitude: fixed(lon, 6) };
}

/** ISO timestamp between 2024-01-01 and 2026-11-15 (UTC), on a whole minute. */
function createdAt(): string {
  const from = Date.UTC(2024, 0, 1, 0, 0);
  const to = Date.UTC(2026, 10, 14, 0, 0);
  const minutes = int(0, Math.floor((to - from) / 60_000));
  // Office hours look more natural.
  const ts = from + minutes * 60_000;
  const d = new Date(ts);
  d.setUTCHours(int(7, 18), int(0, 59), 0, 0);
  return d.toISOString();
}

function buildingYear(): number | string {
  const r = rand();
  if (r < 0.05) return '';
  if (r < 0.24) return `${int(2012, 2025)}-${String(int(1, 12)).padStart(2, '0')}-01`;
  return weighted([
    [int(2016, 2025), 6],
    [int(2005, 2015), 3],
    [int(1975, 2004), 2],
  ]);
}

function yearOf(value: number | string): number | null {
  if (typeof value === 'number') return value;
  const y = Number.parseInt(value.slice(0, 4), 10);
  return Number.isNaN(y) ? null : y;
}

function sentenceCount(text: string): number {
  return text.split(/(?<=[.!?])\s+/).length;
}

function fmtInt(n: number): string {
  // Albanian style thousands separator (a dot), e.g. 12.500
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** Join description paragraphs: each paragraph is an array of sentences. */
function paragraphs(parts: string[][]): string {
  return parts
    .map((p) => p.join(' '))
    .filter((p) => p.length > 0)
    .join('\n\n');
}

/** Group 3–6 sentences into 1–3 paragraphs. */
function composeDescription(sentences: string[]): string {
  const n = sentences.length;
  if (n <= 3 || chance(0.35)) return sentences.join(' ');
  const cut1 = int(2, Math.min(3, n - 1));
  if (n >= 5 && chance(0.5)) {
    const cut2 = int(cut1 + 1, n - 1);
    return paragraphs([sentences.slice(0, cut1), sentences.slice(cut1, cut2), sentences.slice(cut2)]);
  }
  return paragraphs([sentences.slice(0, cut1), sentences.slice(cut1)]);
}

/** Pick 3–6 sentences: the fixed `lead`, some of `pool`, and a closing line. */
function sentencesFrom(option: Option, lead: string[], pool: string[], min = 3, max = 6): string[] {
  const target = int(min, max);
  const middleCount = Math.max(0, target - lead.length - 1);
  const closing = pick(option === RENT ? CLOSING_RENT : CLOSING_SALE);
  return [...lead, ...sample(pool, middleCount), closing].slice(0, Math.max(target, 3));
}

// ----- apartments -----------------------------------------------------------

const LAYOUTS = [
  { label: '1+0', bedrooms: 0, area: [40, 48] },
  { label: '1+1', bedrooms: 1, area: [45, 66] },
  { label: '2+1', bedrooms: 2, area: [62, 96] },
  { label: '3+1', bedrooms: 3, area: [88, 140] },
  { label: '4+1', bedrooms: 4, area: [125, 210] },
] as const;

function apartment(d: Draft, sub: Subcity): void {
  const rent = d.option === RENT;
  const layout = weighted([
    [at(LAYOUTS, 0), rent ? 3 : 0.5],
    [at(LAYOUTS, 1), 5],
    [at(LAYOUTS, 2), 8],
    [at(LAYOUTS, 3), 5],
    [at(LAYOUTS, 4), 1.5],
  ]);
  const area = int(layout.area[0], layout.area[1]);
  const bedrooms = layout.bedrooms;
  const totalFloors = int(4, 16);
  const floorNo = int(0, totalFloors);
  const penthouse = floorNo === totalFloors && bedrooms >= 2;
  const furnished = rent ? chance(0.8) : chance(0.3);
  const garage = chance(0.4);
  const year = buildingYear();
  const heating = pick(HEATING_FLAT);
  const baths = bedrooms >= 3 ? 2 : 1;
  const balcony: boolean | number = chance(0.35) ? int(1, 2) : chance(0.8);
  const elevator = totalFloors > 4 || chance(0.5);

  const details: Details = {
    area,
    rooms: bedrooms + 1,
    bedrooms,
    baths,
  };
  if (furnished) details.beds = Math.max(1, bedrooms + int(0, 1));
  details.furnished = furnished;
  details.garage = garage;
  details.floor = chance(0.45) ? `${floorNo}/${totalFloors}` : floorNo;
  details.parking = garage || chance(0.5);
  details.buildingYear = year;
  details.balcony = balcony;
  details.elevator = elevator;
  details.heatingSystem = heating;
  details.wifi = rent ? chance(0.7) : chance(0.2);
  d.details = details;

  const loc = locative(d.city, sub);
  const r = layout.label;
  const studio = bedrooms === 0;
  const kind = studio ? 'Studio' : penthouse ? 'Penthouse' : 'Banesë';
  const titles = rent
    ? [
        `Jepet me qera banesa ${r} ${loc}`,
        `${kind} ${r} e mobiluar me qera ${loc}`,
        `${kind} ${r} me qera, ${area} m², ${loc}`,
        `${kind} e ndriçuar ${r} me qera ${loc}`,
      ]
    : [
        `${kind} ${r} me pamje nga qyteti ${loc}`,
        `${kind} e re ${r} ${loc}`,
        `Shitet banesa ${r}, ${area} m², ${loc}`,
        `${kind} ${r} me ballkon të madh ${loc}`,
        `${kind} ${r} e renovuar ${loc}`,
      ];
  d.title = pick(titles.filter((t) => (furnished || !t.includes('mobiluar')) && (balcony !== false || !t.includes('ballkon'))));

  const floorText = floorNo === 0 ? 'në përdhesë' : `në katin e ${floorNo}-të`;
  const y = yearOf(year);
  const lead = [
    `${studio ? 'Studio' : 'Banesa'} ndodhet ${floorText} të një ndërtese${y && y >= 2018 ? ' të re' : ''} me ${totalFloors} kate${elevator ? ' dhe ashensor' : ''}.`,
    studio
      ? `Ka sipërfaqe prej ${area} m², me hapësirë të përbashkët ndenjeje dhe fjetjeje, kuzhinë dhe banjo.`
      : `Ka sipërfaqe prej ${area} m² dhe përbëhet nga ${bedrooms === 1 ? 'një dhomë gjumi' : `${bedrooms} dhoma gjumi`}, sallon me kuzhinë të hapur dhe ${baths === 1 ? 'një banjo' : `${baths} banjo`}.`,
  ];
  const pool = [
    'Banesa është e orientuar nga jugu dhe merr shumë dritë natyrale gjatë gjithë ditës.',
    'Nga ballkoni ka pamje të bukur nga qyteti dhe kodrat përreth.',
    `Sistemi i ngrohjes: ${heating.toLowerCase()}.`,
    'Në afërsi gjenden shkolla, çerdhe, market dhe stacione të autobusit.',
    'Dyert dhe dritaret janë të reja, me izolim të mirë termik dhe akustik.',
    'Dyshemeja është me parket në dhoma dhe pllaka në kuzhinë e banjo.',
    'Ndërtesa ka hyrje të mirëmbajtur dhe kamera sigurie.',
  ];
  if (furnished) pool.push('Banesa ofrohet e mobiluar plotësisht, me pajisje të reja kuzhine.');
  if (garage) pool.push('Përfshihet edhe vendi i parkingut në garazhin nëntokësor.');
  if (rent) {
    pool.push(
      'Qiraja paguhet çdo muaj, me një depozitë të barabartë me një qira.',
      'Preferohen qiramarrës afatgjatë, familje ose profesionistë.',
      'Shpenzimet e rrymës, ujit dhe mirëmbajtjes nuk përfshihen në qira.',
    );
  } else {
    pool.push('Dokumentet e pronësisë janë në rregull dhe banesa është gati për bartje.');
  }
  d.description = composeDescription(sentencesFrom(d.option, lead, pool));

  const level = CITY_INFO[d.city].priceLevel;
  if (rent) {
    const base = (area * float(4.5, 8) + (furnished ? 60 : 0)) * (0.55 + 0.45 * level);
    d.price = clamp(roundTo(base, 10), 180, 1400);
    d.roundStep = 10;
  } else {
    const perM2 = float(1050, 2100) * level * (y && y >= 2018 ? 1.1 : 1);
    d.price = clamp(roundTo(area * perM2, area * perM2 > 100_000 ? 1000 : 500), 45_000, 320_000);
    d.roundStep = 500;
  }
}

function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, n));
}

// ----- houses ---------------------------------------------------------------

function house(d: Draft, sub: Subcity): void {
  const rent = d.option === RENT;
  const bedrooms = int(2, 6);
  const area = clamp(roundTo(bedrooms * float(38, 70) + 40, 5), 110, 450);
  const storeys = area > 260 ? int(2, 3) : int(1, 2);
  const plot = roundTo(area * float(1.6, 4.5), 10);
  const furnished = rent ? chance(0.7) : chance(0.25);
  const garage = chance(0.6);
  const year = buildingYear();
  const heating = pick(HEATING_HOUSE);
  const baths = Math.min(4, Math.max(1, Math.floor(bedrooms / 2) + int(0, 1)));

  const details: Details = { area, rooms: bedrooms + 2, bedrooms, baths };
  if (furnished || chance(0.2)) details.beds = bedrooms + int(0, 2);
  details.furnished = furnished;
  details.garage = garage;
  details.floor = storeys;
  details.parking = true;
  details.buildingYear = year;
  details.balcony = chance(0.5) ? int(1, 3) : chance(0.6);
  details.elevator = false;
  details.heatingSystem = heating;
  details.wifi = chance(0.4);
  d.details = details;

  const loc = locative(d.city, sub);
  const titles = rent
    ? [`Jepet me qera shtëpia ${storeys === 1 ? 'përdhese' : `me ${storeys} kate`} ${loc}`, `Shtëpi me oborr me qera ${loc}`, `Shtëpi familjare ${bedrooms + 1}+1 me qera ${loc}`]
    : [
        `Shtëpi ${storeys === 1 ? 'përdhese' : `me ${storeys} kate`} me oborr ${loc}`,
        `Shitet shtëpia ${area} m² me ${fmtInt(plot)} m² truall ${loc}`,
        `Vilë moderne me kopsht ${loc}`,
        `Shtëpi familjare me garazh ${loc}`,
      ];
  if (!garage && !rent) titles.pop();
  d.title = pick(titles);

  const lead = [
    `Shtëpia është e ndërtuar në një parcelë prej ${fmtInt(plot)} m², me oborr të rregulluar dhe kopsht.`,
    storeys === 1
      ? `Ka sipërfaqe banimi prej ${area} m² në një nivel, me ${bedrooms} dhoma gjumi dhe ${baths === 1 ? 'një banjo' : `${baths} banjo`}.`
      : `Ka ${storeys} kate me sipërfaqe të përgjithshme banimi prej ${area} m², ${bedrooms} dhoma gjumi dhe ${baths} banjo.`,
  ];
  const pool = [
    'Përdhesa përfshin sallonin e madh, kuzhinën dhe dhomën e ngrënies, me dalje direkte në oborr.',
    'Oborri është i rrethuar me mur dhe ka vend për dy vetura.',
    'Lagjja është e qetë, me fqinjë të mirë dhe rrugë të asfaltuar.',
    'Shtëpia është e përshtatshme për një familje të madhe.',
    `Ngrohja: ${heating.toLowerCase()}.`,
    'Fasada është e izoluar me stiropor dhe dritaret janë me xham të dyfishtë.',
    'Në oborr ka pemë frutore dhe hapësirë për një kopsht perimesh.',
  ];
  if (garage) pool.push('Ka garazh të mbyllur dhe depo për vegla.');
  if (rent) pool.push('Qiraja paguhet çdo muaj; kërkohet depozitë prej dy qirash.', 'Preferohet qiramarrës afatgjatë.');
  else pool.push('Prona ka fletë poseduese dhe leje ndërtimi.');
  d.description = composeDescription(sentencesFrom(d.option, lead, pool));

  const level = CITY_INFO[d.city].priceLevel;
  if (rent) {
    d.price = clamp(roundTo(area * float(3.5, 6.5) * (0.5 + 0.5 * level), 50), 300, 1800);
    d.roundStep = 50;
  } else {
    const value = area * float(560, 1350) * (0.3 + 0.7 * level) + plot * float(10, 55) * level;
    d.price = clamp(roundTo(value, 1000), 90_000, 650_000);
    d.roundStep = 1000;
  }
}

// ----- land -----------------------------------------------------------------

function parcelNumber(): string {
  const zone = `719${int(10, 99)}0${int(10, 99)}`;
  return `P-${zone}-${String(int(1, 9999)).padStart(5, '0')}-${int(0, 9)}`;
}

function land(d: Draft, sub: Subcity): void {
  const rent = d.option === RENT;
  const big = rent || (sub.kind === 'village' ? chance(0.35) : chance(0.1));
  const area = big ? roundTo(float(8000, 40_000), 100) : roundTo(300 + rand() ** 2 * 5700, 10);
  const agricultural = area > 8000 || (sub.kind === 'village' && chance(0.5));
  const water = chance(agricultural ? 0.4 : 0.8);
  const keds = chance(agricultural ? 0.5 : 0.9);
  const wastewater = !agricultural && chance(0.6);

  d.details = {
    area,
    wastewater,
    water,
    parcelNumber: parcelNumber(),
    keds,
  };

  const ares = area / 100;
  const aresText = Number.isInteger(ares) ? fmtInt(ares) : ares.toFixed(1).replace('.', ',');
  const sizeText = area >= 10_000 ? `${(area / 10_000).toFixed(2).replace('.', ',')} ha` : `${aresText} ari`;
  const loc = locative(d.city, sub);
  const titles = rent
    ? [`Jepet me qera tokë bujqësore ${sizeText} ${loc}`, `Tokë me qera për kultivim ${loc}`]
    : agricultural
      ? [`Tokë bujqësore ${sizeText} ${loc}`, `Shitet tokë pjellore ${sizeText} ${loc}`, `Parcelë bujqësore afër rrugës ${loc}`]
      : [`Truall për ndërtim ${sizeText} ${loc}`, `Parcelë ndërtimore ${sizeText} ${loc}`, `Shitet truall me leje ${loc}`];
  d.title = pick(titles);

  const lead = [`Toka ka sipërfaqe prej ${fmtInt(area)} m² (${aresText} ari)${area >= 10_000 ? `, gjegjësisht ${sizeText}` : ''}.`];
  if (!rent) lead.push('Çmimi i shpallur është për një ar (100 m²).');
  const pool = [
    'Parcela ka qasje direkte në rrugë të asfaltuar.',
    'Numri i parcelës dhe dokumentet kadastrale janë në dispozicion.',
    agricultural ? 'Toka është e rrafshët, pjellore dhe e punuar deri vitin e kaluar.' : 'Terreni është i rrafshët dhe i përshtatshëm për ndërtim.',
    agricultural ? 'E përshtatshme për kultivim drithërash, perimesh ose pemishte.' : 'Sipas planit rregullues, në këtë zonë lejohet ndërtimi i banimit individual.',
  ];
  if (keds && water) pool.push('Në afërsi ka rrymë (KEDS) dhe ujësjellës.');
  else if (keds) pool.push('Rryma elektrike (KEDS) është afër parcelës.');
  if (!water) pool.push('Uji mund të sigurohet me pus.');
  if (rent) pool.push('Qiraja paguhet për sezon, me kontratë afatgjatë.');
  else pool.push('Mundësi e mirë investimi afatgjatë.');
  d.description = composeDescription(sentencesFrom(d.option, lead, pool));

  const level = CITY_INFO[d.city].priceLevel;
  if (rent) {
    d.price = clamp(roundTo(ares * float(2, 4), 10), 180, 900);
    d.roundStep = 10;
  } else {
    // Price per ar (100 m²).
    const perAr = agricultural ? float(4000, 9000) * (0.6 + 0.6 * level) : float(9000, 30_000) * level;
    d.price = clamp(roundTo(perAr, 500), 4000, 35_000);
    d.roundStep = 500;
  }
}

// ----- offices --------------------------------------------------------------

function office(d: Draft, sub: Subcity): void {
  const rent = d.option === RENT;
  const area = roundTo(chance(0.7) ? float(40, 220) : float(220, 900), 5);
  const totalFloors = int(3, 14);
  const floorNo = int(0, totalFloors);
  const year = buildingYear();
  const heating = pick(HEATING_BUSINESS);
  const elevator = totalFloors > 3 || chance(0.5);
  d.details = {
    area,
    floor: chance(0.5) ? `${floorNo}/${totalFloors}` : floorNo,
    parking: chance(0.65),
    elevator,
    heatingSystem: heating,
    buildingYear: year,
  };

  const loc = locative(d.city, sub);
  const titles = rent
    ? [`Zyrë ${area} m² me qera ${loc}`, `Hapësirë zyrash me qera ${loc}`, `Zyrë moderne me qera ${loc}`]
    : [`Shitet zyra ${area} m² ${loc}`, `Hapësirë afariste për zyra ${loc}`, `Zyrë në objekt afarist ${loc}`];
  if (floorNo === 0) titles.push(`Lokal afarist ${area} m² ${rent ? 'me qera ' : ''}${loc}`);
  d.title = pick(titles);

  const lead = [
    floorNo === 0
      ? `Hapësira ndodhet në përdhesë të një objekti afarist, me vitrinë nga rruga.`
      : `Zyra ndodhet në katin e ${floorNo}-të të një objekti afarist me ${totalFloors} kate.`,
    `Ka sipërfaqe prej ${area} m², e ndarë në hapësirë të hapur pune, sallë takimesh dhe kuzhinë të vogël.`,
  ];
  const pool = [
    'Muret e xhamit dhe dritaret e mëdha sigurojnë shumë dritë natyrale.',
    `Objekti ka${elevator ? ' ashensor,' : ''} roje 24 orë dhe parking për klientët.`,
    'E përshtatshme për kompani IT, zyra ligjore, agjenci ose klinikë.',
    'Interneti me fibër optike është i instaluar.',
    `Klimatizimi dhe ngrohja: ${heating.toLowerCase()}.`,
    'Ka dy tualete dhe arkiv të veçantë.',
  ];
  if (rent) pool.push('Qiraja nuk përfshin TVSH-në dhe shpenzimet e mirëmbajtjes.');
  d.description = composeDescription(sentencesFrom(d.option, lead, pool));

  const level = CITY_INFO[d.city].priceLevel;
  if (rent) {
    d.price = clamp(roundTo(area * float(7, 14) * (0.5 + 0.5 * level), 50), 350, 2500);
    d.roundStep = 50;
  } else {
    d.price = clamp(roundTo(area * float(1500, 2600) * level, 1000), 120_000, 1_200_000);
    d.roundStep = 1000;
  }
}

// ----- buildings ------------------------------------------------------------

function building(d: Draft, sub: Subcity): void {
  const rent = d.option === RENT;
  const upper = int(2, 11);
  const area = roundTo(upper * float(180, 420) + float(150, 400), 10);
  const year = buildingYear();
  const heating = pick(HEATING_BUSINESS);
  const elevator = upper >= 3 || chance(0.5);
  d.details = {
    area,
    floor: `P+${upper}`,
    parking: chance(0.7),
    elevator,
    heatingSystem: heating,
    buildingYear: year,
  };

  const loc = locative(d.city, sub);
  const titles = rent
    ? [`Objekt afarist P+${upper} me qera ${loc}`, `Jepet me qera ndërtesa e tërë ${loc}`]
    : [`Ndërtesë P+${upper} në rrugë kryesore ${loc}`, `Shitet objekti afarist-banesor ${loc}`, `Objekt i ri P+${upper}, ${fmtInt(area)} m², ${loc}`, `Hotel i vogël me ${upper} kate ${loc}`];
  d.title = pick(titles);

  const lead = [`Objekti ka përdhesë dhe ${upper} kate, me sipërfaqe të përgjithshme prej ${fmtInt(area)} m².`];
  const pool = [
    'Përdhesa është lokal afarist, ndërsa katet e sipërme janë banesa ose zyra.',
    'Ndërtesa ka leje ndërtimi dhe të gjitha dokumentet e nevojshme.',
    'Ndodhet në një rrugë kryesore me qarkullim të madh, ideale për biznes.',
    'Mundësi e mirë investimi për hotel, klinikë ose zyra.',
    `Sistemi i ngrohjes: ${heating.toLowerCase()}.`,
  ];
  if (elevator) pool.push('Ka ashensor dhe shkallë emergjente.');
  if (d.details.parking === true) pool.push('Objekti ka parking nëntokësor për banorët dhe klientët.');
  d.description = composeDescription(sentencesFrom(d.option, lead, pool));

  const level = CITY_INFO[d.city].priceLevel;
  if (rent) {
    d.price = clamp(roundTo(area * float(0.5, 1.1) * level, 100), 1500, 2500);
    d.roundStep = 100;
  } else {
    d.price = clamp(roundTo(area * float(650, 1250) * level, 5000), 300_000, 2_500_000);
    d.roundStep = 5000;
  }
}

// ---------------------------------------------------------------------------
// Images
// ---------------------------------------------------------------------------

const IMAGE_KINDS = [
  'exterior-house',
  'exterior-apartment',
  'interior-living',
  'interior-kitchen',
  'interior-bedroom',
  'interior-bath',
  'land',
  'office',
  'building',
] as const;
type ImageKind = (typeof IMAGE_KINDS)[number];
const VARIANTS = 8;

/** Each kind hands out its variants in a shuffled, repeating order so all get used evenly. */
const variantQueues = new Map<ImageKind, number[]>();
function nextVariant(kind: ImageKind, avoid: ReadonlySet<string>): string {
  for (let attempt = 0; attempt < VARIANTS * 2; attempt++) {
    let queue = variantQueues.get(kind);
    if (!queue || queue.length === 0) {
      queue = shuffle(Array.from({ length: VARIANTS }, (_, i) => i + 1));
      variantQueues.set(kind, queue);
    }
    const n = queue.shift() ?? 1;
    const url = `/assets/images/${kind}-${String(n).padStart(2, '0')}-1200.webp`;
    if (!avoid.has(url)) return url;
  }
  throw new Error(`no free variant for ${kind}`);
}

function imagesFor(category: Category, count: number): string[] {
  const plan: ImageKind[] = [];
  switch (category) {
    case 'apartment':
      plan.push(chance(0.7) ? 'exterior-apartment' : 'interior-living');
      plan.push(...shuffle<ImageKind>(['interior-living', 'interior-kitchen', 'interior-bedroom', 'interior-bath']));
      plan.push(...shuffle<ImageKind>(['interior-bedroom', 'exterior-apartment', 'interior-living']));
      break;
    case 'house':
      plan.push('exterior-house');
      plan.push(...shuffle<ImageKind>(['interior-living', 'interior-kitchen', 'interior-bedroom', 'interior-bath']));
      plan.push(...shuffle<ImageKind>(['exterior-house', 'interior-bedroom', 'land']));
      break;
    case 'land':
      plan.push('land', 'land', 'land', 'land', 'land', 'land', 'land', 'land');
      break;
    case 'office':
      plan.push('office');
      plan.push(...shuffle<ImageKind>(['office', 'office', 'interior-kitchen', 'building']));
      plan.push(...shuffle<ImageKind>(['interior-bath', 'office', 'building']));
      break;
    case 'building':
      plan.push('building');
      plan.push(...shuffle<ImageKind>(['building', 'exterior-apartment', 'office']));
      plan.push(...shuffle<ImageKind>(['building', 'interior-living', 'office', 'exterior-apartment']));
      break;
  }
  const urls: string[] = [];
  const used = new Set<string>();
  for (const kind of plan.slice(0, count)) {
    const url = nextVariant(kind, used);
    used.add(url);
    urls.push(url);
  }
  return urls;
}

// ---------------------------------------------------------------------------
// Assembly
// ---------------------------------------------------------------------------

function makeIds(count: number): string[] {
  const numbers = shuffle(Array.from({ length: 1900 }, (_, i) => 1000 + i)).slice(0, count);
  const hex = '0123456789abcdef';
  return numbers.map((n) => {
    const r = rand();
    if (r < 0.12) return `${n}-${Array.from({ length: 4 }, () => pick(hex.split(''))).join('')}`;
    if (r < 0.2) return `${n}-${int(1, 9)}`;
    return String(n);
  });
}

function buildDrafts(): Draft[] {
  // Cities in a shuffled order according to their counts.
  const cities: City[] = [];
  for (const city of CITIES) for (let i = 0; i < CITY_INFO[city].count; i++) cities.push(city);
  if (cities.length !== TOTAL) throw new Error(`city counts add up to ${cities.length}, expected ${TOTAL}`);
  const order = shuffle(cities);
  const ids = makeIds(TOTAL);

  const drafts: Draft[] = order.map((city, index) => {
    const category = pickCategory(city);
    const sub = pickSubcity(city, category);
    const d: Draft = {
      id: at(ids, index),
      active: true,
      title: '',
      description: '',
      category,
      option: pickOption(category),
      city,
      subcity: sub.name,
      price: 0,
      images: [],
      createdAt: createdAt(),
      geo: geoFor(city, sub),
      geoAsStrings: false,
      details: {},
      roundStep: 1000,
    };
    return d;
  });

  // Land for rent is rare: exactly two, on village land.
  const landRent = sample(
    drafts.filter((d) => d.category === 'land' && d.city !== 'Prishtinë'),
    2,
  );
  for (const d of landRent) d.option = RENT;

  for (const d of drafts) {
    const sub = CITY_INFO[d.city].subcities.find((s) => s.name === d.subcity);
    if (!sub) throw new Error(`unknown subcity ${d.subcity}`);
    switch (d.category) {
      case 'apartment':
        apartment(d, sub);
        break;
      case 'house':
        house(d, sub);
        break;
      case 'land':
        land(d, sub);
        break;
      case 'office':
        office(d, sub);
        break;
      case 'building':
        building(d, sub);
        break;
    }
  }

  // ----- special cases, on disjoint random subsets ---------------------------
  const pool = shuffle(drafts.map((_, i) => i));
  const take = (n: number, ok: (d: Draft) => boolean = () => true): Draft[] => {
    const out: Draft[] = [];
    for (let k = 0; k < pool.length && out.length < n; k++) {
      const i = at(pool, k);
      const d = at(drafts, i);
      if (ok(d)) {
        out.push(d);
        pool.splice(k, 1);
        k--;
      }
    }
    return out;
  };

  // Description with literal markup (must be rendered as text); active, in Prishtinë.
  const [markup] = take(1, (d) => d.city === 'Prishtinë' && d.category === 'apartment' && d.option === SALE && sentenceCount(d.description) <= 5);
  if (markup) {
    markup.title = `Ofertë e veçantë: ${markup.title}`;
    markup.description = paragraphs([
      ['<b>Ofertë</b> e veçantë <script>alert(1)</script> vetëm këtë muaj.'],
      markup.description.split('\n\n'),
    ]);
  }

  // Price by agreement: mostly big properties for sale.
  const agreement = [
    ...take(3, (d) => d.option === SALE && d.category === 'building'),
    ...take(3, (d) => d.option === SALE && d.category === 'house'),
    ...take(1, (d) => d.option === SALE && d.category === 'office'),
    ...take(1, (d) => d.option === RENT && d.category === 'office'),
  ];
  for (const d of agreement) d.price = PRICE_BY_AGREEMENT;

  // Reduced prices.
  for (const d of take(12, (d) => typeof d.price === 'number')) {
    if (typeof d.price !== 'number') continue;
    const reduced = roundTo(d.price * float(0.84, 0.96), d.roundStep);
    d.reducedPrice = reduced < d.price ? reduced : d.price - d.roundStep;
  }

  // Inactive listings.
  for (const d of take(8)) d.active = false;

  // Missing coordinates and coordinates as strings.
  for (const d of take(10)) d.geo = null;
  for (const d of take(5)) d.geoAsStrings = true;

  // Images: two listings with none, nine with a single photo, the rest 3–8.
  const noImages = new Set(take(2, (d) => d.category !== 'land'));
  const oneImage = new Set(take(9));
  for (const d of drafts) {
    const count = noImages.has(d) ? 0 : oneImage.has(d) ? 1 : d.category === 'land' ? int(3, 5) : int(3, 8);
    d.images = imagesFor(d.category, count);
  }

  // Reserved and sold homes, shown with their badge until 'Fshih të shiturat' hides them: taken
  // last, so every listing drawn before stays as it was; each has photos, a point and a price.
  for (const d of take(2, (d) => d.category === 'apartment' && d.option === SALE)) d.status = 'sold';
  for (const d of take(1, (d) => d.category === 'apartment' && d.option === SALE)) d.status = 'reserved';
  for (const d of take(1, (d) => d.category === 'apartment' && d.option === RENT)) d.status = 'reserved';

  addDocuments(drafts);
  return drafts;
}

/**
 * The papers ('Dokumentacioni'), drawn from a PRNG of their own so the listings drawn before
 * they existed stay exactly as they were. About a quarter stay unknown (no value: never guessed);
 * of the built ones, some have complete papers, many lack the occupancy certificate (as most of
 * Prishtina's high-rises do), some are being legalised, a few have none.
 */
function addDocuments(drafts: Draft[]): void {
  const draw = mulberry32(SEED + 53);
  const built: readonly (readonly [DocumentCode[] | null, number])[] = [
    [null, 25],
    [['possession', 'permit', 'occupancy'], 35],
    [['possession', 'permit'], 20],
    [['possession', 'legalisation'], 12],
    [['possession'], 5],
    [[], 3],
  ];
  const land: readonly (readonly [DocumentCode[] | null, number])[] = [
    [null, 30],
    [['possession'], 60],
    [['possession', 'legalisation'], 10],
  ];
  for (const d of drafts) {
    const table = d.category === 'land' ? land : built;
    const total = table.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = draw() * total;
    const documents = table.find(([, weight]) => (roll -= weight) < 0)?.[0] ?? null;
    if (documents !== null) d.details.documents = [...documents];
  }
}

function serialize(d: Draft): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: d.id,
    active: d.active,
    ...(d.status && { status: d.status }),
    title: d.title,
    description: d.description,
    category: d.category,
    option: d.option,
    city: d.city,
    subcity: d.subcity,
    price: d.price,
  };
  if (d.reducedPrice !== undefined) out.reducedPrice = d.reducedPrice;
  out.images = d.images;
  out.createdAt = d.createdAt;
  if (d.geo) {
    out.geoPoint = d.geoAsStrings
      ? { latitude: d.geo.latitude.toFixed(4), longitude: d.geo.longitude.toFixed(4) }
      : { latitude: d.geo.latitude, longitude: d.geo.longitude };
  }
  out.details = d.details;
  return out;
}

function main(): void {
  const drafts = buildDrafts();
  // Sanity checks on coverage.
  for (const c of CATEGORIES) if (!drafts.some((d) => d.category === c)) throw new Error(`no ${c} listing`);
  for (const o of OPTIONS) if (!drafts.some((d) => d.option === o)) throw new Error(`no "${o}" listing`);
  for (const c of CITIES) if (!drafts.some((d) => d.city === c)) throw new Error(`no listing in ${c}`);
  if (new Set(drafts.map((d) => d.id)).size !== drafts.length) throw new Error('duplicate ids');
  const photos = new Set(drafts.flatMap((d) => d.images));
  for (const kind of IMAGE_KINDS) if (![...photos].some((url) => url.includes(`/${kind}-`))) throw new Error(`no ${kind} photo used`);

  const json = `${JSON.stringify({ listings: drafts.map(serialize) }, null, 2)}\n`;
  mkdirSync(path.dirname(OUT_FILE), { recursive: true });
  writeFileSync(OUT_FILE, json);
  console.log(`listings: wrote ${drafts.length} listings (${photos.size} distinct photos) to ${path.relative(process.cwd(), OUT_FILE)}`);
}

main();
