/** The home page's Albanian text: introduction and the six questions visitors ask most. */
export const homeContent = {
  heroTitle: (brand: string) => brand,
  tagline: 'Prona ekskluzive në shitje në Kosovë – banesa, shtëpi, troje dhe lokale të përzgjedhura me kujdes.',
  cta: 'Shiko Pronat',
  heroImageAlt: 'Shtëpi familjare me oborr në periferi të Prishtinës',
  introTitle: 'Agjenci e vogël, shërbim i plotë',
  intro:
    'Ne njohim çdo lagje të Prishtinës dhe qytetet përreth. Çdo pronë që shfaqim e kemi vizituar vetë, me dokumente të kontrolluara dhe çmim të qartë. Ju shoqërojmë nga vizita e parë deri te noteri.',
  contactLine: 'Na telefononi ose na shkruani:',
  faqTitle: 'Pyetjet më të shpeshta',
  faq: [
    {
      question: 'A mund ta anuloj ose ta shtyj një vizitë të caktuar?',
      answer:
        'Po. Na lajmëroni me telefon ose me mesazh sa më herët të jetë e mundur dhe e caktojmë vizitën në një orar tjetër që ju përshtatet, pa asnjë kosto.',
    },
    {
      question: 'Si zhvillohet procesi i blerjes së një prone?',
      answer:
        'Pas vizitës dhe marrëveshjes për çmimin, kontrollojmë dokumentet e pronës në kadastër, përgatitim kontratën paraprake dhe e përfundojmë shitblerjen te noteri. Ju jemi pranë në çdo hap.',
    },
    {
      question: 'A janë çmimet të negociueshme?',
      answer:
        'Shpesh po. Për pronat e shënuara “Me Marrëveshje” çmimi caktohet në bisedë me pronarin; edhe për të tjerat ne ndërmjetësojmë për ofertën tuaj.',
    },
    {
      question: 'A më ndihmoni me dokumentacionin ligjor?',
      answer:
        'Po. Verifikojmë certifikatën e pronësisë, fletën poseduese dhe lejet e ndërtimit, dhe bashkëpunojmë me avokatë dhe noterë të besuar për kontratat.',
    },
    {
      question: 'A ofroni qera afatshkurtra dhe afatgjata?',
      answer:
        'Po. Kemi banesa dhe lokale për qera mujore e vjetore, si dhe disa banesa të mobiluara për qëndrime më të shkurtra. Kushtet shkruhen qartë në kontratë.',
    },
    {
      question: 'Çfarë ndodh nëse prona që më intereson shitet?',
      answer:
        'Ju njoftojmë menjëherë dhe ju propozojmë prona të ngjashme në të njëjtën zonë dhe në të njëjtin buxhet. Njoftimi largohet nga faqja sapo prona shitet.',
    },
  ],
} as const;
