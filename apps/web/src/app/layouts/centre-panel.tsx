import { Box, Group, Paper, ScrollArea, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { getMenuDocs, getSysIntro, type MenuCentre, type MenuNode } from '@pm/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/client';
import { MENU_DOC_HOVER_MS } from '../../shared/config';
import { MenuIcon } from '../../shared/menu-icon';
import { centreGroups, firstUsableCentre, itemLook } from '../menu/menu-logic';
import { SafeHtml } from '../../shared/safe-html';
import { localText } from '../../i18n';

const LOOK_COLOR = { usable: 'var(--mantine-color-blue-8)', notBought: 'var(--mantine-color-gray-5)', notGranted: 'var(--mantine-color-orange-6)' } as const;

/** The centre title by id (spec 2), the server's title for any other id. */
export function centreTitle(centre: MenuCentre, t: (k: string, o?: { defaultValue: string }) => string): string {
  return t(`centres.${centre.id}`, { defaultValue: centre.title });
}

function Description({ centre, doc }: { centre: MenuCentre | null; doc: { title: string; remark: string } | null }) {
  const { t } = useTranslation();
  const intro = useQuery({
    queryKey: ['sys-intro', centre?.id],
    queryFn: ({ signal }) => api(getSysIntro, { key: `centre-${centre?.id ?? 0}` }, signal),
    select: (doc) => ({ ...doc, title: localText(doc.title), content: localText(doc.content) }),
    enabled: centre !== null && doc === null,
    staleTime: Infinity,
    retry: false,
  });
  const title = doc?.title ?? (centre ? centreTitle(centre, t) : t('nav.tipsTitle'));
  const html = doc?.remark ?? intro.data?.content ?? (centre ? centre.remark : '');
  return (
    <Paper withBorder p="sm" bg="gray.0" data-testid="menu-description">
      <Text fw={600} size="sm" mb={4}>{title}</Text>
      {html ? (
        <SafeHtml html={html} fz="xs" />
      ) : (
        <Text size="xs" c="dimmed">{t('nav.tips')}</Text>
      )}
    </Paper>
  );
}

/**
 * The new layout's navigation (menuStyle 1): centres on the left, the chosen centre's groups on
 * the right (4, 5 or 2 of them), items coloured by state, a 2 s hover loading the item's description.
 */
export function CentrePanel({ centres, onOpen, panelTitle }: { centres: MenuCentre[]; onOpen: (item: MenuNode) => void; panelTitle: string }) {
  const { t } = useTranslation();
  // Opens on the first centre the user can use (a 财务主管 is not shown a centre of grey items).
  const [centreId, setCentreId] = useState<number | null>(() => firstUsableCentre(centres)?.id ?? null);
  const [doc, setDoc] = useState<{ title: string; remark: string } | null>(null);
  const hover = useRef<ReturnType<typeof setTimeout> | null>(null);
  const centre = centres.find((c) => c.id === centreId) ?? null;
  useEffect(() => () => void (hover.current && clearTimeout(hover.current)), []);
  useEffect(() => setDoc(null), [centreId]);

  const enter = (item: MenuNode) => {
    if (hover.current) clearTimeout(hover.current);
    hover.current = setTimeout(() => {
      api(getMenuDocs, { menu: item.id })
        .then((docs) => setDoc(docs[0] ? { title: localText(docs[0].title), remark: localText(docs[0].remark) } : { title: item.title, remark: item.remark ?? '' }))
        .catch(() => setDoc({ title: item.title, remark: item.remark ?? '' }));
    }, MENU_DOC_HOVER_MS);
  };
  const leave = () => {
    if (hover.current) clearTimeout(hover.current);
  };

  return (
    <Group align="stretch" gap="md" wrap="nowrap" h="100%" data-testid="centre-panel">
      <Stack w={230} gap="xs" style={{ flexShrink: 0 }}>
        <Title order={5}>{panelTitle}</Title>
        {centres.map((c) => (
          <UnstyledButton
            key={c.id}
            onClick={() => setCentreId(c.id)}
            data-testid="centre"
            data-centre-id={c.id}
            p={8}
            style={{ borderRadius: 6, background: c.id === centreId ? 'var(--mantine-color-blue-6)' : 'var(--mantine-color-gray-1)', color: c.id === centreId ? 'white' : undefined }}
          >
            <Group gap={8} wrap="nowrap">
              <MenuIcon name={c.icon} size={18} />
              <Text size="sm">{centreTitle(c, t)}</Text>
            </Group>
          </UnstyledButton>
        ))}
        <Description centre={centre} doc={doc} />
        <Paper p="xs" bg="yellow.0" withBorder data-testid="operation-tips">
          <Text size="xs" fw={600}>{t('nav.tipsTitle')}</Text>
          <Text size="xs">{t('nav.tips')}</Text>
          <Group gap={6} mt={4}>
            <Text size="xs" c="gray.5">■ {t('nav.notBought')}</Text>
            <Text size="xs" c="orange.6">■ {t('nav.notGranted')}</Text>
          </Group>
        </Paper>
      </Stack>
      <Box style={{ flex: 1, minWidth: 0 }}>
        {centre ? (
          <ScrollArea h="100%">
            <Title order={4} mb="sm" data-testid="centre-title">{centreTitle(centre, t)}</Title>
            <SimpleGrid cols={Math.max(1, centreGroups(centre).length)} spacing="md" data-testid="centre-groups">
              {centreGroups(centre).map((g) => (
                <Paper key={g.id} withBorder p="sm" data-testid="centre-group">
                  <Group gap={6} mb="xs">
                    <MenuIcon name={g.icon} />
                    <Text fw={600} size="sm">{g.title}</Text>
                  </Group>
                  <Stack gap={4}>
                    {g.children.filter((i) => !i.hidden).map((item) => {
                      const look = itemLook(item.state);
                      return (
                        <UnstyledButton
                          key={item.id}
                          onClick={() => onOpen(item)}
                          onMouseEnter={() => enter(item)}
                          onMouseLeave={leave}
                          data-testid="centre-item"
                          data-menu-id={item.id}
                          data-look={look}
                          style={{ color: LOOK_COLOR[look], fontSize: 13 }}
                        >
                          <Group gap={6} wrap="nowrap">
                            <MenuIcon name={item.icon} size={15} />
                            <span>{item.title}</span>
                          </Group>
                        </UnstyledButton>
                      );
                    })}
                  </Stack>
                </Paper>
              ))}
            </SimpleGrid>
          </ScrollArea>
        ) : (
          <Text c="dimmed">{t('nav.empty')}</Text>
        )}
      </Box>
    </Group>
  );
}
