import { conflict, notFound } from '../../errors/app-error';
import { registerConstraint } from '../../errors/db-errors';

// 期初导入's refusals: dotted codes and their Chinese messages, written once.
const BUSY = '另一批期初导入正在导入或撤销，请等它结束后再试';
registerConstraint('opening_imports_one_busy', 409, 'opening.busy', BUSY);

export const openingNotFound = () => notFound('未找到该期初导入', 'opening.not_found');
export const openingBusy = () => conflict('opening.busy', BUSY);
const STATE_WORDS: Record<string, string> = {
  checked: '尚未导入',
  committing: '正在导入',
  done: '已导入',
  undoing: '正在撤销',
  undone: '已撤销',
  discarded: '已放弃',
};
/** The import is not in the state the action needs. */
export const openingState = (action: string, state: string) => conflict('opening.state', `该期初导入${STATE_WORDS[state] ?? state}，不能${action}`);
export const openingDuplicate = (places: readonly { place: string; period: string }[]) =>
  conflict(
    'opening.duplicate',
    `账上已有相同房屋、项目和期间的费用，不能重复导入：${places
      .slice(0, 5)
      .map((p) => `工作表“${p.place.split('!')[0]}”第${p.place.split('!')[1]}行（${p.period}）`)
      .join('、')}${places.length > 5 ? ' 等' : ''}`,
  );
export const openingTouched = (t: { paidLines: number; paidExample: string | null; movedAccounts: number; movedExample: string | null }) =>
  conflict(
    'opening.touched',
    [
      t.paidLines > 0 ? `${t.paidLines}笔期初欠费已收款或调整${t.paidExample ? `（如 ${t.paidExample}）` : ''}` : '',
      t.movedAccounts > 0 ? `${t.movedAccounts}个期初账户已有收付${t.movedExample ? `（如 房屋 ${t.movedExample}）` : ''}` : '',
    ]
      .filter(Boolean)
      .join('，') + '，不能撤销整批导入',
  );
export const openingUnbalanced = (difference: string) => conflict('opening.unbalanced', `期初凭证与账面差额 ${difference} 元，不为零，导入未完成`);
