export {
  PRICE_SLIDER,
  formatEuro,
  listingPrice,
  maxPriceChipLabel,
  priceFilterLabel,
  priceSuffix,
  type ListingPrice,
} from './money';
export { landTotalPrice, pricePerSquareMetre, priceBreakdown, type DerivedPrice } from './unitPrice';
export { SQUARE_METRES_PER_ARE, formatArea } from './area';
export { MONTHS, agencyYear, formatDate, formatDateTime, formatMonthYear, parseDate, yearOf, type DateInput } from './dates';
export {
  BOOLEAN_LABELS,
  CATEGORY_LABELS,
  CITY_ALL_LABEL,
  DETAIL_LABELS,
  OPTION_BADGES,
  SORT_LABELS,
  STATUS_BADGES,
  booleanLabel,
  categoryLabel,
  detailLabel,
  offerBadge,
  optionBadge,
  statusBadge,
  type LabelledDetailKey,
} from './labels';
export {
  CARD_CHIPS,
  DETAIL_ORDER,
  MAIN_DETAILS,
  cardChips,
  detailOrder,
  detailRows,
  detailValue,
  mainDetailRows,
  type DetailRow,
} from './details';
export { MAP_TITLE_MAX, locationText, paragraphs, shortId, truncate } from './text';
export { imageAtWidth, type ImageWidth } from './images';
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
