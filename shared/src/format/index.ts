export {
  PRICE_SCALES,
  formatEuro,
  listingPrice,
  priceFilterLabel,
  priceRangeChipLabel,
  priceScaleLabel,
  priceSuffix,
  type ListingPrice,
  type PriceBasis,
} from './money';
export { approximatePrice, type ApproximatePrice } from './approximate';
export { landTotalPrice, pricePerSquareMetre, priceBreakdown, type DerivedPrice } from './unitPrice';
export { SQUARE_METRES_PER_ARE, areaRangeChipLabel, formatArea } from './area';
export { AGENCY_TIME_ZONE, MONTHS, agencyYear, formatDate, formatDateTime, formatLongDate, formatMonthYear, parseDate, yearOf, type DateInput } from './dates';
export {
  BOOLEAN_LABELS,
  CATEGORY_LABELS,
  DETAIL_LABELS,
  DOCUMENT_LABELS,
  OPTION_BADGES,
  SORT_LABELS,
  STATUS_BADGES,
  booleanLabel,
  categoryLabel,
  cityAllLabel,
  detailLabel,
  countedDetail,
  documentLabel,
  hideSoldLabel,
  mapAreaChipLabel,
  minimumCountChipLabel,
  minimumCountLabel,
  noDocumentsLabel,
  offerBadge,
  optionBadge,
  optionLabel,
  statusBadge,
  textSearchChipLabel,
  type LabelledDetailKey,
} from './labels';
export {
  CARD_CHIPS,
  DETAIL_ORDER,
  MAIN_DETAILS,
  cardChips,
  chipText,
  detailOrder,
  detailRows,
  detailValue,
  mainDetailRows,
  type DetailRow,
} from './details';
export { MAP_TITLE_MAX, foldText, locationText, paragraphs, shortId, truncate } from './text';
export { formatDecimal } from './number';
export { imageAtWidth, photoAlt, photoAltLang, type ImageWidth } from './images';
export { HEADLINE_SEPARATOR, listingHeadline } from './headline';
export {
  SWIPE_THRESHOLD_PX,
  previewKeyAction,
  startIndex,
  stepIndex,
  swipeStep,
  wrapIndex,
  type ImagePreviewKeyAction,
  type ImagePreviewMode,
} from './imageIndex';
