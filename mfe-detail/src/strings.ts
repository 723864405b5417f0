import { t } from './i18n';

/** Every visible string of the detail remote, from its catalogue (src/messages) in the page's language. */
export const strings = {
  get loading() { return t('loading'); },
  breadcrumb: {
    get label() { return t('breadcrumb.label'); },
    get back() { return t('breadcrumb.back'); },
    get id() { return t('breadcrumb.id'); },
    get copyLink() { return t('breadcrumb.copyLink'); },
    get copied() { return t('breadcrumb.copied'); },
    get openInNewTab() { return t('breadcrumb.openInNewTab'); },
    get close() { return t('breadcrumb.close'); },
  },
  gallery: {
    get label() { return t('gallery.label'); },
    openImage: (position: number, count: number) => t('gallery.openImage', { position, count }),
    // Holds the count button's visible text ('5 foto'), as voice control needs (WCAG 2.5.3).
    showAll: (count: number) => t('gallery.showAll', { count }),
    count: (count: number) => t('gallery.count', { count }),
    more: (count: number) => t('gallery.more', { count }),
    get noImages() { return t('gallery.noImages'); },
  },
  preview: {
    get label() { return t('preview.label'); },
    position: (position: number, count: number) => t('preview.position', { position, count }),
    get previous() { return t('preview.previous'); },
    get next() { return t('preview.next'); },
    get close() { return t('preview.close'); },
    get showAll() { return t('preview.showAll'); },
    get showOne() { return t('preview.showOne'); },
  },
  facts: {
    get location() { return t('facts.location'); },
    get createdAt() { return t('facts.createdAt'); },
    get oldPrice() { return t('facts.oldPrice'); },
    get mainDetails() { return t('facts.mainDetails'); },
    get details() { return t('facts.details'); },
    get description() { return t('facts.description'); },
  },
  contact: {
    get title() { return t('contact.title'); },
    get text() { return t('contact.text'); },
    reference: (shortId: string) => t('contact.reference', { shortId }),
    get phone() { return t('contact.phone'); },
    get message() { return t('contact.message'); },
    get call() { return t('contact.call'); },
    callLabel: (phone: string) => t('contact.callLabel', { phone }),
    get floatingLabel() { return t('contact.floatingLabel'); },
  },
  recommendations: {
    get title() { return t('recommendations.title'); },
    get showAll() { return t('recommendations.showAll'); },
    get scrollBack() { return t('recommendations.scrollBack'); },
    get scrollForward() { return t('recommendations.scrollForward'); },
    get newTab() { return t('recommendations.newTab'); },
  },
} as const;
