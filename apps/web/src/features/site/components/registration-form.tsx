import {
  Alert,
  Button,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { CreateRegistrationInput, type CreatedRegistration } from '@pm/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useCreateRegistration } from '../api/create-registration';

export const REGISTRATION_FIELDS = [
  'companyName',
  'contactName',
  'mobile',
  'email',
  'estateCount',
  'city',
  'message',
] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];
type Values = Record<RegistrationField, string>;
type Errors = Partial<Record<RegistrationField, string>>;

const EMPTY: Values = {
  companyName: '',
  contactName: '',
  mobile: '',
  email: '',
  estateCount: '',
  city: '',
  message: '',
};

function isField(name: unknown): name is RegistrationField {
  return typeof name === 'string' && (REGISTRATION_FIELDS as readonly string[]).includes(name);
}

/** The form values as the contract's input; the contract's own rules decide, the same as on the server. */
export function checkRegistration(values: Values) {
  const count = values.estateCount.trim();
  return CreateRegistrationInput.safeParse({ ...values, estateCount: count === '' ? undefined : Number(count) });
}

export function RegistrationForm() {
  const { t } = useTranslation('site');
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState<{ created: CreatedRegistration; mobile: string }>();
  const mutation = useCreateRegistration();

  const set = (field: RegistrationField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = checkRegistration(values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (isField(field) && !next[field]) next[field] = t(`register.errors.${field}`);
      }
      setErrors(next);
      return;
    }
    mutation.mutate(parsed.data, {
      onSuccess: (created) => setDone({ created, mobile: parsed.data.mobile }),
      onError: (error) => {
        const next: Errors = {};
        for (const detail of error.details ?? []) {
          const field = detail.path.split('.')[0];
          if (isField(field) && !next[field]) next[field] = detail.message;
        }
        setErrors(next);
      },
    });
  };

  if (done) {
    return (
      <Stack align="center" ta="center" gap="md" py="xl" data-testid="registration-done">
        <ThemeIcon size={64} radius="xl" color="teal">
          <IconCircleCheck size={40} />
        </ThemeIcon>
        <Title order={2}>{t('register.doneTitle')}</Title>
        <Text c="dimmed" maw={460}>
          {t('register.doneText', { id: done.created.id, mobile: done.mobile })}
        </Text>
        <Group>
          <Button
            variant="default"
            onClick={() => {
              setDone(undefined);
              setValues(EMPTY);
              mutation.reset();
            }}
          >
            {t('register.again')}
          </Button>
          <Button component={Link} to="/home">
            {t('register.backHome')}
          </Button>
        </Group>
      </Stack>
    );
  }

  const field = (name: RegistrationField) => ({
    label: t(`register.fields.${name}`),
    placeholder: t(`register.placeholders.${name}`),
    error: errors[name],
    name,
  });
  const showFailure = mutation.isError && !mutation.error.details?.length;

  return (
    <form onSubmit={submit} noValidate aria-label={t('register.heading')}>
      <Stack gap="md">
        {showFailure && (
          <Alert color="red" icon={<IconAlertCircle />} title={t('register.failed')} data-testid="registration-error">
            {mutation.error.message}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            {...field('companyName')}
            withAsterisk
            value={values.companyName}
            onChange={(e) => set('companyName')(e.currentTarget.value)}
          />
          <TextInput
            {...field('contactName')}
            withAsterisk
            value={values.contactName}
            onChange={(e) => set('contactName')(e.currentTarget.value)}
          />
          <TextInput
            {...field('mobile')}
            withAsterisk
            type="tel"
            inputMode="numeric"
            maxLength={11}
            value={values.mobile}
            onChange={(e) => set('mobile')(e.currentTarget.value)}
          />
          <TextInput
            {...field('email')}
            withAsterisk
            type="email"
            value={values.email}
            onChange={(e) => set('email')(e.currentTarget.value)}
          />
          <NumberInput
            {...field('estateCount')}
            withAsterisk
            min={1}
            max={10000}
            allowDecimal={false}
            allowNegative={false}
            value={values.estateCount}
            onChange={(value) => set('estateCount')(String(value))}
          />
          <TextInput
            {...field('city')}
            withAsterisk
            value={values.city}
            onChange={(e) => set('city')(e.currentTarget.value)}
          />
        </SimpleGrid>
        <Textarea
          {...field('message')}
          autosize
          minRows={3}
          maxRows={8}
          value={values.message}
          onChange={(e) => set('message')(e.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button type="submit" size="md" loading={mutation.isPending}>
            {t('register.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
