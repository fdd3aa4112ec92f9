import { Alert, Anchor, Button, NativeSelect, Paper, SegmentedControl, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { useCreateRequest, type OwnerRequestInput } from '../api/requests';
import { NoHouse } from '../components/no-house';
import { PhotoPicker } from '../components/photo-picker';
import { usePortal } from '../portal-context';
import { errorText } from '../sign-in-fns';
import { usePhotoUploads } from '../use-photo-uploads';
import { SIGNED_IN_NS } from '../i18n-ns';

type Category = NonNullable<OwnerRequestInput['category']>;
const CATEGORIES: readonly Category[] = ['1', '2', '3', '4', '5', '6', '7'];
const CONTENT_MIN = 5;
const CONTENT_MAX = 1000;

/** /owner/requests/new (我要报事): 报修 or 投诉 (with its 投诉类别) for the chosen house, a description, up to 6 photos. */
export function RequestNewPage() {
  const { house } = usePortal();
  if (!house) return <NoHouse />;
  return <RequestForm key={house.houseId} houseId={house.houseId} houseText={`${house.estateName} ${house.houseName}`} />;
}

function RequestForm({ houseId, houseText }: { houseId: number; houseText: string }) {
  const { t } = useTranslation(SIGNED_IN_NS);
  const navigate = useNavigate();
  const create = useCreateRequest();
  const uploads = usePhotoUploads(houseId);
  const [kind, setKind] = useState<OwnerRequestInput['kind']>('repair');
  const [category, setCategory] = useState<Category>('7');
  const [content, setContent] = useState('');
  const [contentError, setContentError] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  const submit = () => {
    const text = content.trim();
    const problem = text.length < CONTENT_MIN ? t('requestForm.contentShort') : [...text].length > CONTENT_MAX ? t('requestForm.contentLong') : null;
    setContentError(problem);
    setWaiting(uploads.uploading);
    if (problem || uploads.uploading) return;
    create.mutate(
      { houseId, kind, content: text, ...(kind === 'complaint' ? { category } : {}), photoIds: uploads.photoIds },
      { onSuccess: () => void navigate('/owner/requests', { replace: true, state: { sent: true } }) },
    );
  };
  return (
    <Stack gap="sm" data-testid="owner-request-form">
      <Anchor component={Link} to="/owner/requests" size="sm">
        {`‹ ${t('requestForm.back')}`}
      </Anchor>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={5}>{t('requestForm.title')}</Title>
          <SegmentedControl
            fullWidth
            value={kind}
            onChange={(v) => setKind(v as OwnerRequestInput['kind'])}
            data={[
              { value: 'repair', label: t('requests.kinds.repair') },
              { value: 'complaint', label: t('requests.kinds.complaint') },
            ]}
            data-testid="owner-request-kind"
          />
          {kind === 'complaint' ? (
            <NativeSelect
              label={t('requestForm.category')}
              value={category}
              onChange={(e) => setCategory(e.currentTarget.value as Category)}
              data={CATEGORIES.map((c) => ({ value: c, label: t(`category.${c}`) }))}
              data-testid="owner-request-category"
            />
          ) : null}
          <div>
            <Text size="sm" fw={500}>
              {t('requestForm.house')}
            </Text>
            <Text size="sm" data-testid="owner-request-house">
              {houseText}
            </Text>
          </div>
          <Textarea
            label={t('requestForm.content')}
            placeholder={t('requestForm.contentPlaceholder')}
            value={content}
            onChange={(e) => setContent(e.currentTarget.value)}
            error={contentError}
            autosize
            minRows={4}
            maxLength={CONTENT_MAX}
            description={`${[...content.trim()].length}/${CONTENT_MAX}`}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            data-testid="owner-request-content"
          />
          <PhotoPicker uploads={uploads} />
          {waiting && uploads.uploading ? (
            <Text size="xs" c="orange.8" data-testid="owner-request-wait">
              {t('requestForm.waitUpload')}
            </Text>
          ) : null}
          {create.error ? (
            <Alert color="red" data-testid="owner-request-error">
              {errorText(create.error)}
            </Alert>
          ) : null}
          <Button onClick={submit} loading={create.isPending} data-testid="owner-request-submit">
            {t('requestForm.submit')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
