import { listingsFirstPagePath } from 'shared/listings';
import { Link } from 'shared/router';
import { site, phoneHref } from 'shared/site';
import { Anchor, Button, Container, Stack, Text, Title, useDocumentTitle } from 'shared/ui';
import { Faq } from './Faq';
import { homeContent } from './homeContent';
import classes from './HomePage.module.css';

const HERO_IMAGE = '/assets/images/exterior-house-01-1200.webp';

export function HomePage() {
  useDocumentTitle('');
  return (
    <>
      <section className={classes.hero}>
        <img
          className={classes.heroImage}
          src={HERO_IMAGE}
          alt={homeContent.heroImageAlt}
          width={1200}
          height={800}
          fetchPriority="high"
        />
        <div className={classes.heroShade} />
        <Container size="lg" className={classes.heroContent}>
          <Title order={1} className={classes.heroTitle}>
            {homeContent.heroTitle(site.brand)}
          </Title>
          <Text size="xl" className={classes.tagline}>
            {homeContent.tagline}
          </Text>
          <Button component={Link} to={listingsFirstPagePath()} size="lg" mt="lg">
            {homeContent.cta}
          </Button>
        </Container>
      </section>
      <Container size="md" py="xl">
        <Stack gap="md">
          <Title order={2}>{homeContent.introTitle}</Title>
          <Text size="lg">{homeContent.intro}</Text>
          <Text>
            {homeContent.contactLine}{' '}
            <Anchor href={phoneHref()}>{site.phone}</Anchor>
            {' · '}
            <Anchor href={`mailto:${site.email}`}>{site.email}</Anchor>
          </Text>
        </Stack>
        <Title order={2} mt="xl" mb="md">
          {homeContent.faqTitle}
        </Title>
        <Faq items={homeContent.faq} />
      </Container>
    </>
  );
}
