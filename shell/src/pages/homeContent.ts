import { t } from '../i18n';

/** The six questions visitors ask most, each with its answer, by their messages' ids (home.faq.*). */
const FAQ_TOPICS = ['viewing', 'purchase', 'negotiable', 'documents', 'rentals', 'sold'] as const;

/** The home page's text: introduction and the questions visitors ask most, in the page's language. */
export const homeContent = {
  heroTitle: (brand: string) => brand,
  get tagline() { return t('home.tagline'); },
  get cta() { return t('home.cta'); },
  get heroImageAlt() { return t('home.heroImageAlt'); },
  get introTitle() { return t('home.introTitle'); },
  get intro() { return t('home.intro'); },
  get contactLine() { return t('home.contactLine'); },
  get faqTitle() { return t('home.faqTitle'); },
  get faq() {
    return FAQ_TOPICS.map((topic) => ({ question: t(`home.faq.${topic}.question`), answer: t(`home.faq.${topic}.answer`) }));
  },
};
