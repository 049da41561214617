'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import type { DepositPayee } from '@/lib/platform/schemas';
import styles from './Deposit.module.css';

/** Puts text on the clipboard; older web views without the async clipboard fall back to a selected text area. */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.append(area);
    area.select();
    const copied = document.execCommand('copy');
    area.remove();
    return copied;
  }
}

/** Manual deposit: where to transfer to, each detail with a copy button and a spoken "copied". */
export function PayeeDetails({ payee }: { payee: DepositPayee }) {
  const t = useTranslations('deposit');
  const [copied, setCopied] = useState<string | null>(null);
  const rows = [
    ['bankName', t('payee.bankName'), payee.bankName],
    ['accountName', t('payee.accountName'), payee.accountName],
    ['accountNo', t('payee.accountNo'), payee.accountNo],
    ['branch', t('payee.branch'), payee.branch],
  ].filter(([, , value]) => value);

  return (
    <section className={styles.payee} aria-labelledby="payee-title">
      <h2 id="payee-title">{t('payee.title')}</h2>
      <dl>
        {rows.map(([key, label, value]) => (
          <div key={key} className={styles.payeeRow}>
            <dt>{label}</dt>
            <dd>
              <span>{value}</span>
              <button
                type="button"
                className={styles.copy}
                aria-label={t('copy', { label: label! })}
                onClick={async () => setCopied((await copyText(value!)) ? label! : null)}
              >
                {t('copyShort')}
              </button>
            </dd>
          </div>
        ))}
      </dl>
      <p role="status" className={styles.copied}>
        {copied ? t('copied', { label: copied }) : ''}
      </p>
    </section>
  );
}
