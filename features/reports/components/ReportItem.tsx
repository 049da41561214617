'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { moneyFormatIn } from '@/lib/format/formatMoney';
import { shownDay } from '@/lib/format/formatDate';
import { useDateFormat } from '@/lib/format/useDateFormat';
import type {
  BetReport, DepositReport, PnlReport, RebateReport, TeamBetReport, TeamPnlReport, TeamRebateReport, TransactionReport, WithdrawReport,
} from '@/lib/platform/schemas';
import type { ReportKind } from '@/features/reports/logic/reportKinds';
import { toneOf, type ReportRecord } from '@/features/reports/logic/reportRows';
import { textOr } from '@/lib/i18n/runtimeKeys';
import { depositStage } from '@/features/wallet/logic/depositStage';
import styles from './Reports.module.css';

/** What the headline amount is where it is not a plain amount. */
const AMOUNT_FIELD: Partial<Record<ReportKind, 'winLoss' | 'profit'>> = { bets: 'winLoss', teamBets: 'winLoss', pnl: 'profit', teamPnl: 'profit' };

/** A detail of the record; `wide` ones (order numbers) take the whole row. */
type Field = [label: string, value: string, wide?: boolean];

/** One record of a money report: what it was, the signed amount in its colour, when, its status and details. */
export function ReportItem({ kind, record, currencySymbol }: { kind: ReportKind; record: ReportRecord; currencySymbol: string }) {
  const money = moneyFormatIn(useLocale(), currencySymbol);
  const t = useTranslations('reports');
  const categories = useTranslations('games.categories');
  // Times in the merchant's zone, which next-intl's provider hands down from the request config.
  const format = useDateFormat();
  const time = (value: number) => format.date(value, 'daySecond');
  // `shown`: how the status reads where the platform's code alone does not say it (a deposit awaiting payment).
  const status = (code: string, shown = code) => (
    <span className={styles.status} data-status={code}>
      {textOr(t, `status.${shown}`, code)}
    </span>
  );

  let title: string;
  let amount: number;
  // A rejected order moved no money: its amount keeps its sign but not the colour of money in or out.
  let moved = true;
  let meta: ReactNode[];
  let fields: Field[];
  switch (kind) {
    case 'deposit': {
      const deposit = record as DepositReport['content'][number];
      title = deposit.methodName;
      amount = deposit.amount;
      // A pending deposit is not in the balance yet: only an approved one reads as money in.
      moved = deposit.status === 'APPROVED';
      meta = [time(deposit.createTime), status(deposit.status, depositStage(deposit))];
      fields = [[t('fields.bonus'), money(deposit.bonus)], [t('fields.orderNo'), deposit.orderNo, true]];
      break;
    }
    case 'withdraw': {
      const withdrawal = record as WithdrawReport['content'][number];
      title = `${withdrawal.bankName} ${withdrawal.cardNoMasked}`.trim();
      amount = -withdrawal.amount;
      moved = withdrawal.status !== 'REJECTED';
      meta = [time(withdrawal.createTime), status(withdrawal.status)];
      fields = [[t('fields.fee'), money(withdrawal.fee)], [t('fields.orderNo'), withdrawal.orderNo, true]];
      break;
    }
    case 'transactions': {
      const movement = record as TransactionReport['content'][number];
      title = textOr(t, `transType.${movement.type}`, movement.type);
      amount = movement.amount;
      meta = [time(movement.time), movement.remark].filter(Boolean);
      // A movement that belongs to no order (a commission) has no order number to show; its balance then has the row.
      fields = movement.ref
        ? [[t('fields.balanceAfter'), money(movement.balanceAfter)], [t('fields.orderNo'), movement.ref, true]]
        : [[t('fields.balanceAfter'), money(movement.balanceAfter), true]];
      break;
    }
    case 'bets': {
      const bet = record as BetReport['content'][number];
      title = bet.gameName || bet.vendor;
      amount = bet.winLoss;
      meta = [time(bet.betTime), bet.vendor, status(bet.status)];
      fields = [
        [t('fields.betAmount'), money(bet.betAmount)], [t('fields.validBet'), money(bet.validBet)],
        [t('fields.payout'), money(bet.payout)], [t('fields.orderNo'), bet.orderNo, true],
      ];
      break;
    }
    case 'pnl': {
      const day = record as PnlReport['content'][number];
      title = shownDay(day.date);
      amount = day.profit;
      meta = [];
      fields = [
        [t('fields.deposit'), money(day.deposit)], [t('fields.withdraw'), money(day.withdraw)],
        [t('fields.betAmount'), money(day.betAmount)], [t('fields.winLoss'), money(day.winLoss, { signed: true })],
        [t('fields.bonus'), money(day.bonus)], [t('fields.rebate'), money(day.rebate)],
      ];
      break;
    }
    case 'rebate': {
      const rebate = record as RebateReport['content'][number];
      title = textOr(t, `rebateType.${rebate.type}`, rebate.type);
      amount = rebate.amount;
      meta = [time(rebate.time), textOr(categories, rebate.gameCategory, rebate.gameCategory)];
      fields = [
        [t('fields.validBet'), money(rebate.validBet)], [t('fields.rate'), `${rebate.rate}%`],
        [t('fields.orderNo'), rebate.orderNo, true],
      ];
      break;
    }
    case 'teamPnl': {
      const member = record as TeamPnlReport['content'][number];
      title = member.userName;
      amount = member.profit;
      meta = [];
      // Under a game category the platform leaves out the figures that belong to no game.
      const optional = (field: 'deposit' | 'withdraw' | 'bonus' | 'rebate'): Field[] =>
        member[field] === undefined ? [] : [[t(`fields.${field}`), money(member[field])]];
      fields = [
        ...optional('deposit'), ...optional('withdraw'),
        [t('fields.betAmount'), money(member.betAmount)], [t('fields.validBet'), money(member.validBet)],
        [t('fields.winLoss'), money(member.winLoss, { signed: true })], ...optional('bonus'), ...optional('rebate'),
      ];
      break;
    }
    case 'teamBets': {
      const bet = record as TeamBetReport['content'][number];
      title = bet.gameName || bet.vendor;
      amount = bet.winLoss;
      meta = [bet.userName, time(bet.betTime), bet.vendor, status(bet.status)];
      fields = [
        [t('fields.betAmount'), money(bet.betAmount)], [t('fields.validBet'), money(bet.validBet)],
        [t('fields.payout'), money(bet.payout)], [t('fields.orderNo'), bet.orderNo, true],
      ];
      break;
    }
    case 'teamRebate': {
      const income = record as TeamRebateReport['content'][number];
      title = income.userName;
      amount = income.amount;
      meta = [
        format.date(income.time, 'day'),
        textOr(categories, income.gameCategory, income.gameCategory),
      ];
      fields = [[t('fields.validBet'), money(income.validBet)], [t('fields.rate'), `${income.rate}%`]];
      break;
    }
  }
  const amountLabel = t(`fields.${AMOUNT_FIELD[kind] ?? 'amount'}`);

  return (
    <li className={styles.item} data-record>
      <div className={styles.head}>
        <span className={styles.title}>{title}</span>
        <span className={`${styles.amount} ${styles[moved ? toneOf(amount) : 'even']}`}>
          <span className="visually-hidden">{amountLabel} </span>
          <span data-amount>{money(amount, { signed: true })}</span>
        </span>
      </div>
      {meta.length > 0 && (
        <div className={styles.meta}>
          {meta.map((part, index) => (
            <span key={index}>{part}</span>
          ))}
        </div>
      )}
      <dl className={styles.pairs}>
        {fields.map(([label, value, wide]) => (
          <div key={label} className={wide ? styles.wide : undefined}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
