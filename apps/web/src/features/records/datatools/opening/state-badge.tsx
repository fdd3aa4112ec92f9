import { Badge } from '@mantine/core';
import type { OpeningState } from '@pm/contracts';
import { useOpeningTranslation } from './opening-ns';
import { STATE_COLORS } from './opening-logic';

/** 待导入 / 导入中 / 已导入 / 撤销中 / 已撤销 / 已放弃. */
export function OpeningStateBadge({ state }: { state: OpeningState }) {
  const { t } = useOpeningTranslation();
  return (
    <Badge variant="light" color={STATE_COLORS[state]} data-testid="opening-state" data-state={state}>
      {t(`opening.states.${state}`)}
    </Badge>
  );
}
