/**
 * 'Përkthimet': the listing's title and description in English and German, each optional, in one
 * folded section so the form stays short on a phone (its summary says how many are filled). A
 * native <details>: the platform folds it, and its fields stay in the form while it is closed.
 * The form opens it when the server refused one of its fields, so that field can take the focus.
 * Each field carries its language (`lang`), so a phone's keyboard and spell checker take it as
 * English or German, not as the back office's Albanian.
 */
import { IconChevronDown } from '@tabler/icons-react';
import { TRANSLATION_LOCALES, type TranslatedField, type TranslationLocale } from 'shared/contracts';
import { Paper, Stack, Text, Title } from 'shared/ui';
import { Textarea, TextInput } from 'shared/ui-admin';
import { strings } from '../strings';
import { TRANSLATION_PATHS, translationLabel, translationsFilled, type TranslationInputs } from './formModel';
import classes from './TranslationFields.module.css';

const t = strings.form;

interface TranslationFieldsProps {
  values: TranslationInputs;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The refused field's message by its path ('translations.en.title'), or undefined. */
  error: (path: string) => string | undefined;
  onChange: (locale: TranslationLocale, field: TranslatedField, text: string) => void;
}

export function TranslationFields({ values, open, onOpenChange, error, onChange }: TranslationFieldsProps) {
  const filled = translationsFilled(values);
  return (
    <Paper withBorder radius="md" component="details" className={classes.section} open={open} onToggle={(event) => onOpenChange(event.currentTarget.open)}>
      <summary className={classes.summary}>
        <Title order={2} size="h4">
          {t.translations}
        </Title>
        <Text span size="sm" c="dimmed" className={classes.filled} data-translations-filled>
          {t.translationsFilled(filled, TRANSLATION_PATHS.length)}
        </Text>
        <IconChevronDown size={20} aria-hidden className={classes.chevron} />
      </summary>
      <Stack gap="sm" px="md" pb="md">
        <Text size="sm" c="dimmed">
          {t.translationsHint}
        </Text>
        {TRANSLATION_LOCALES.map((locale) => (
          <Stack key={locale} gap="sm">
            <TextInput
              label={translationLabel(locale, 'title')}
              lang={locale}
              value={values[locale].title}
              error={error(`translations.${locale}.title`)}
              onChange={(event) => onChange(locale, 'title', event.currentTarget.value)}
            />
            <Textarea
              label={translationLabel(locale, 'description')}
              lang={locale}
              autosize
              minRows={3}
              maxRows={12}
              value={values[locale].description}
              error={error(`translations.${locale}.description`)}
              onChange={(event) => onChange(locale, 'description', event.currentTarget.value)}
            />
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
