import { dec, MESSAGE_MAX_ATTEMPTS, nextAttemptAt, sendableAt } from '@pm/domain';
import type { Db } from '@pm/db';
import { batchOutIdOf, lostSendOutcome, OUT_ID_MAX, sendBatchThrough, sendThrough, type Channels, type SendOutcome } from './channels';
import { SMS_BATCH_MAX } from '../sms/index';
import { compose, dunningValues, reminderValues } from './compose';
import * as messages from './messages.repo';
import { openVoteIds } from './meeting.repo';
import { optedOut } from './opt-outs.repo';
import { dueFigures, dunningFigures, type DueFigures, type HouseFigures } from './recipients.repo';
import { SendPace } from './send-pace';
import { settingsOf, type SettingsRow } from './settings.repo';
import { findTemplate, type TemplateRow } from './templates.repo';
import { fallbackToSms } from './fallback';
import { wechatFollowChanged } from '../owner-portal/index';
import { applyKeptFinish } from './wechat-events';

/** Purposes the owner did not ask for at that moment: held by quiet hours. 缴费成功 and 报修进度 answer the owner's own act. */
/** Messages taken per round: half a second's worth at the pace (several SendBatchSms calls in flight at high rates), 50 to 500. */
const roundSize = (ratePerSecond: number) => Math.min(500, Math.max(50, Math.round(ratePerSecond / 2)));

export interface DispatcherOptions {
  /** Sends per second at most (the gateway's rate limit for this instance). */
  ratePerSecond: number;
  parallel: number;
  /** A message taken this long ago and still being sent lost its sender (the instance died). */
  staleSeconds?: number;
  /** The owner portal's address, for 缴费链接. */
  portalLink: () => string;
  now?: () => Date;
  log: { warn(obj: object, msg: string): void };
}

export type DrainCounts = Record<'sent' | 'failed' | 'skipped' | 'retried' | 'held' | 'recovered', number>;

/** Per drain: settings and templates read once per company / template. */
class DrainCache {
  private readonly settings = new Map<number, Promise<SettingsRow>>();
  private readonly templates = new Map<number, Promise<TemplateRow | undefined>>();
  constructor(private readonly db: Db) {}
  settingsOf(companyId: number) {
    let s = this.settings.get(companyId);
    if (!s) this.settings.set(companyId, (s = settingsOf(this.db, companyId)));
    return s;
  }
  templateOf(companyId: number, id: number | null) {
    if (id === null) return Promise.resolve(undefined);
    let t = this.templates.get(id);
    if (!t) this.templates.set(id, (t = findTemplate(this.db, companyId, id)));
    return t;
  }
}

/**
 * Sends what is queued and due (docs/decisions.md "消息发送"): takes messages (SKIP LOCKED), looks again at what
 * each says before it leaves (a house paid meanwhile is skipped, an amount that moved is written anew, an owner who
 * opted out is skipped, quiet hours hold routine ones), sends at the configured pace, and writes the answer: sent,
 * retried with back-off, or failed with the vendor's reason. One drain at a time per instance; instances share the
 * queue safely.
 */
export class Dispatcher {
  private running: Promise<DrainCounts> | undefined;
  private stopped = false;
  /** The last drain ended on its budget, not on an empty queue. */
  private cutShort = false;
  private readonly now: () => Date;

  constructor(
    private readonly db: Db,
    private readonly channels: Channels,
    private readonly options: DispatcherOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  /** Starts a drain unless one runs (after messages were queued); errors are logged, the minute's job catches up. */
  kick(): void {
    if (this.stopped) return;
    void this.drain()
      .then(() => {
        // A drain that spent its budget with messages still due goes on at once, not at the next minute's schedule.
        if (this.cutShort) this.kick();
      })
      .catch((error: unknown) => this.options.log.warn({ err: error }, '消息发送中断'));
  }

  /** No new drain; waits for the running one to end its round (the app is closing, its database with it). */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.running?.catch(() => undefined);
  }

  /** Sends until nothing is due or `budgetMs` is spent; a drain already running is shared. */
  drain(budgetMs = 50_000): Promise<DrainCounts> {
    this.running ??= this.run(budgetMs).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async run(budgetMs: number): Promise<DrainCounts> {
    const counts: DrainCounts = { sent: 0, failed: 0, skipped: 0, retried: 0, held: 0, recovered: 0 };
    const until = performance.now() + budgetMs;
    const pace = new SendPace(this.options.ratePerSecond, this.options.parallel);
    const cache = new DrainCache(this.db);
    this.cutShort = false;
    await this.recover(counts);
    // The next round is taken and reviewed while this one sends, and its calls start as soon as this one's last call
    // has its slot: the lanes never wait on the database, or on a round's slowest answer, between rounds. A round's
    // answers are written when its calls are done, while the next one sends.
    let next = this.take(cache, counts);
    const rounds: Promise<void>[] = [];
    let failure: Error | undefined;
    try {
      for (;;) {
        const round = await next;
        next = Promise.resolve(undefined);
        if (!round) break;
        if (this.stopped) {
          await messages.release(this.db, round.map((r) => r.message.id));
          break;
        }
        if (performance.now() < until) next = this.take(cache, counts);
        else this.cutShort = true;
        const sent: Sent[] = [];
        const calls = pace.start(
          callsOf(round, this.channels.sms?.sendBatch !== undefined),
          (call) => (call.length === 1 ? this.send(call[0]!, counts, sent) : this.sendCall(call, counts, sent)),
          (call) => call.length,
        );
        // Handled at once (an unawaited rejection would end the process) and rethrown once every round has ended.
        rounds.push(calls.done.then(() => this.settle(sent)).catch((error: unknown) => void (failure ??= error instanceof Error ? error : new Error(String(error)))));
        await calls.dispatched;
        if (failure !== undefined) break;
      }
    } finally {
      await Promise.all(rounds);
      const left = await next.catch(() => undefined);
      if (left) await messages.release(this.db, left.map((r) => r.message.id));
    }
    if (failure !== undefined) throw failure;
    return counts;
  }

  /** Takes a round of due messages and reviews them; undefined when nothing was due. */
  private async take(cache: DrainCache, counts: DrainCounts): Promise<Ready[] | undefined> {
    const claimed = await messages.claimDue(this.db, this.now(), roundSize(this.options.ratePerSecond));
    if (claimed.length === 0) return undefined;
    return this.review(claimed, cache, counts);
  }

  /** The round's sends written: the plain ones in one statement, rewritten or WeChat ones one by one. */
  private async settle(sent: Sent[]) {
    const plain = sent.filter((s) => s.fresh.content === undefined && s.fresh.params === undefined && s.fresh.amount === undefined);
    await messages.markSentMany(this.db, plain.map((s) => ({ id: s.id, vendorId: s.vendorId, sentAt: s.sentAt, parts: s.parts, cost: s.cost })));
    for (const s of sent) {
      if (!plain.includes(s)) await messages.markSent(this.db, s.id, { vendorId: s.vendorId, sentAt: s.sentAt, parts: s.parts, cost: s.cost, ...s.fresh });
      if (s.channel === 'wechat' && s.vendorId) await applyKeptFinish(this.db, this.channels.sms?.signName ?? '', { id: s.id, vendorId: s.vendorId });
    }
  }

  /** Messages whose sender died mid-send: asked of the vendor before anything is sent again. */
  private async recover(counts: DrainCounts) {
    const before = new Date(this.now().getTime() - (this.options.staleSeconds ?? 120) * 1000);
    // Page by page until none is left (a killed instance leaves up to two rounds): the ones the gateway cannot
    // answer for stay, so a page that moved nothing ends it.
    for (;;) {
      const stale = await messages.staleClaims(this.db, before, 200);
      let moved = 0;
      await new SendPace(Number.POSITIVE_INFINITY, 8).each(stale, async (message) => {
        const outcome = await lostSendOutcome(this.channels, message);
        if (outcome === 'sent') {
          await messages.noteSending(this.db, message.id, '已向短信平台核实：已发送');
          await messages.markSent(this.db, message.id, { vendorId: null, sentAt: message.claimedAt ?? this.now(), parts: message.parts, cost: null });
          moved++;
        }
        // Only the claim that went stale: another instance may have recovered and taken it again meanwhile.
        else if (outcome === 'unsent' && (await messages.requeue(this.db, message.id, this.now(), '发送中断，已重新排队', true, message.claimedAt))) moved++;
      });
      counts.recovered += moved;
      if (stale.length < 200 || moved === 0) return;
    }
  }

  /** What each taken message says now; the ones to send, with their fresh text. */
  private async review(claimed: messages.MessageRow[], cache: DrainCache, counts: DrainCounts): Promise<Ready[]> {
    const ready: Ready[] = [];
    const now = this.now();
    for (const [companyId, group] of groupBy(claimed, (c) => c.companyId)) {
      const settings = await cache.settingsOf(companyId);
      const quiet = settings.quietHours ? { start: settings.quietStart, end: settings.quietEnd } : null;
      const blocked = new Set<number>();
      for (const [channel, same] of groupBy(group, (c) => c.channel)) {
        const out = await optedOut(this.db, companyId, channel, same.map((c) => c.address));
        for (const c of same) if (out.has(c.address)) blocked.add(c.id);
      }
      const houses = group.filter((c) => c.houseId !== null).map((c) => c.houseId!);
      const dunning = group.some((c) => c.purpose === 'dunning') ? await dunningFigures(this.db, companyId, houses) : new Map<number, HouseFigures>();
      // Reminders' figures per due day, one read each (not one per message).
      const dueByDay = new Map<string, Map<number, DueFigures>>();
      for (const [day, same] of groupBy(group.filter((c) => c.purpose === 'reminder' && c.houseId !== null), (c) => c.context.dueDate ?? ''))
        dueByDay.set(day, await dueFigures(this.db, companyId, same.map((c) => c.houseId!), day));
      const meetings = group.filter((c) => c.purpose === 'meeting' && c.context.voteId !== undefined).map((c) => c.context.voteId!);
      const openVotes = meetings.length ? await openVoteIds(this.db, companyId, [...new Set(meetings)]) : new Set<number>();
      for (const message of group) {
        const skip = async (reason: string) => {
          if (await messages.finish(this.db, message.id, 'skipped', reason)) counts.skipped++;
        };
        if (blocked.has(message.id)) {
          await skip('业主已退订');
          continue;
        }
        const template = await cache.templateOf(companyId, message.templateId);
        if (message.templateId !== null && (!template || !template.enabled)) {
          await skip('模板已停用');
          continue;
        }
        if (message.purpose === 'meeting' && message.context.voteId !== undefined && !openVotes.has(message.context.voteId)) {
          await skip('表决已结束');
          continue;
        }
        const release = sendableAt(message.purpose, now, quiet);
        if (release.getTime() > now.getTime()) {
          await messages.requeue(this.db, message.id, release, '免打扰时段，到时发送', true);
          counts.held++;
          continue;
        }
        let fresh: Fresh = {};
        if (message.purpose === 'dunning' && message.houseId !== null) {
          const f = dunning.get(message.houseId);
          if (!f || !dec(f.open).greaterThan(0)) {
            await skip('发送前已缴清');
            continue;
          }
          if (template && dec(f.open).toFixed(2) !== message.amount) {
            const c = compose(template, { ...message.context.values, ...dunningValues(f, message.recipientName, this.options.portalLink()) }, this.channels.sms?.signName ?? '');
            fresh = { content: c.content, params: c.params, parts: c.parts, amount: dec(f.open).toFixed(2) };
          }
        }
        if (message.purpose === 'reminder' && message.houseId !== null) {
          const dueDate = message.context.dueDate ?? '';
          const f = dueByDay.get(dueDate)?.get(message.houseId);
          if (!f || !dec(f.open).greaterThan(0)) {
            await skip('发送前已缴清');
            continue;
          }
          if (template && dec(f.open).toFixed(2) !== message.amount) {
            const c = compose(template, { ...message.context.values, ...reminderValues(f, message.recipientName, dueDate, this.options.portalLink()) }, this.channels.sms?.signName ?? '');
            fresh = { content: c.content, params: c.params, parts: c.parts, amount: dec(f.open).toFixed(2) };
          }
        }
        ready.push({ message: { ...message, ...(fresh.params ? { params: fresh.params } : {}) }, fresh, settings });
      }
    }
    return ready;
  }

  /** Sends one; a success is noted for the round's write (a crash before it leaves it 发送中, asked of the vendor later). */
  private async send(ready: Ready, counts: DrainCounts, sent: Sent[]) {
    let outcome: SendOutcome;
    try {
      outcome = await sendThrough(this.channels, ready.message);
    } catch (error) {
      outcome = { ok: false, reason: error instanceof Error ? error.message : String(error), retryable: true, unreachable: false };
    }
    await this.record(ready, outcome, counts, sent);
  }

  /**
   * One SendBatchSms call for several messages. Taken or refused for something passing (an outage), the outcome is
   * each one's; refused for something one number may have caused (its flow control, a bad number), each is sent on its
   * own so only that one carries the refusal.
   */
  private async sendCall(call: Ready[], counts: DrainCounts, sent: Sent[]) {
    let outcome: SendOutcome;
    try {
      outcome = await sendBatchThrough(this.channels, call.map((r) => r.message));
    } catch (error) {
      outcome = { ok: false, reason: error instanceof Error ? error.message : String(error), retryable: true, unreachable: false };
    }
    if (outcome.ok || outcome.retryable) for (const r of call) await this.record(r, outcome, counts, sent);
    else for (const r of call) await this.send(r, counts, sent);
  }

  private async record({ message, fresh, settings }: Ready, outcome: SendOutcome, counts: DrainCounts, sent: Sent[]) {
    const now = this.now();
    if (outcome.ok) {
      const parts = fresh.parts ?? message.parts;
      const cost = message.channel === 'sms' ? dec(settings.smsPartPrice).times(parts).toFixed(4) : null;
      sent.push({ id: message.id, channel: message.channel, vendorId: outcome.vendorId, sentAt: now, parts, cost, fresh });
      counts.sent++;
      return;
    }
    // No answer in time: the gateway may have taken it. It stays 发送中 and is asked of the gateway once stale.
    if (outcome.unsure) {
      await messages.noteSending(this.db, message.id, '短信平台未及时应答，待核实是否已发送');
      counts.retried++;
      return;
    }
    const next = outcome.retryable ? nextAttemptAt(now, message.attempts) : null;
    if (next && message.attempts < MESSAGE_MAX_ATTEMPTS) {
      await messages.requeue(this.db, message.id, next, `${outcome.reason}（第${message.attempts}次发送失败，稍后重试）`);
      counts.retried++;
      return;
    }
    const reason = outcome.retryable ? `${outcome.reason}（已重试${message.attempts}次）` : outcome.reason;
    if (await messages.finish(this.db, message.id, 'failed', reason)) counts.failed++;
    if (outcome.unfollowed) await wechatFollowChanged(this.db, { type: 'unfollow', openid: message.address });
    if (outcome.unreachable && message.channel === 'wechat' && settings.wechatFallbackSms)
      await fallbackToSms(this.db, { ...message, ...(fresh.amount ? { amount: fresh.amount } : {}) }, this.channels.sms?.signName ?? '');
  }
}

type Fresh = { content?: string; params?: Record<string, string>; parts?: number; amount?: string };
interface Sent {
  id: number;
  channel: string;
  vendorId: string | null;
  sentAt: Date;
  parts: number;
  cost: string | null;
  fresh: Fresh;
}
interface Ready {
  message: messages.MessageRow;
  fresh: Fresh;
  settings: SettingsRow;
}

/**
 * A round as calls: SMS of one template to distinct numbers share a SendBatchSms call (up to 100, the OutId naming
 * them within its length); everything else, or without a batch-capable gateway, goes one by one.
 */
function callsOf(round: Ready[], batches: boolean): Ready[][] {
  if (!batches) return round.map((r) => [r]);
  const calls: Ready[][] = [];
  const single = round.filter((r) => r.message.channel !== 'sms');
  for (const [, same] of groupBy(round.filter((r) => r.message.channel === 'sms'), (r) => r.message.vendorCode)) {
    const open: { call: Ready[]; phones: Set<string> }[] = [];
    for (const r of same) {
      const fits = (o: { call: Ready[]; phones: Set<string> }) =>
        o.call.length < SMS_BATCH_MAX && !o.phones.has(r.message.address) && batchOutIdOf([...o.call, r].map((c) => c.message.id)).length <= OUT_ID_MAX;
      let target = open.find(fits);
      if (!target) open.push((target = { call: [], phones: new Set() }));
      target.call.push(r);
      target.phones.add(r.message.address);
    }
    calls.push(...open.map((o) => o.call));
  }
  return [...calls, ...single.map((r) => [r])];
}

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}
