import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { RegisterDetail } from '@karvon/sdk';
import { approvalLabel, PrintLayout, QrCode, registerKindLabel, useUiLocale } from '@karvon/ui';
import { formatDay, formatSum, formatVolume, formatWhen } from '../../format/format.ts';
import { lineSeries } from './productColumns.tsx';
import { totalsOf } from './totals.ts';

/**
 * A register on A4, as it was marked printed: its lines, totals, which print this is, signature lines, and a QR
 * code of its address in Karvon. Once drawn, the browser's print dialog opens (`printKey` changes for each print);
 * the document stays at the end of the page, unseen, until the register's page is left.
 */
export default function RegisterPrintout({
  register,
  printKey,
}: {
  register: RegisterDetail;
  printKey: number;
}) {
  const intl = useIntl();
  const locale = useUiLocale();
  useEffect(() => {
    // After the frame that lays the document out.
    const frame = requestAnimationFrame(() => window.print());
    return () => cancelAnimationFrame(frame);
  }, [printKey]);

  const number = new Intl.NumberFormat(intl.locale, { maximumFractionDigits: 3 });
  const totals = totalsOf(register);
  const print = register.prints.at(-1);
  const day = formatDay(register.business_date);
  const who = (name: string | undefined) => name ?? intl.formatMessage({ id: 'reg.nobody' });
  const header = (id: string) => intl.formatMessage({ id: `product.${id}` as 'product.name' });
  return (
    <PrintLayout
      title={intl.formatMessage(
        { id: 'reg.doc.title' },
        { number: register.number, kind: registerKindLabel(register.kind, locale) },
      )}
      facts={[
        { label: intl.formatMessage({ id: 'reg.field.branch' }), value: register.branch.name },
        { label: intl.formatMessage({ id: 'reg.field.business_date' }), value: day },
        {
          label: intl.formatMessage({ id: 'reg.col.status' }),
          value: approvalLabel(register.status, locale),
        },
        {
          label: intl.formatMessage({ id: 'reg.field.created_by' }),
          value: `${who(register.created_by?.name)}, ${formatWhen(register.created_at, locale)}`,
        },
      ]}
      aside={
        <QrCode
          value={`${window.location.origin}/reestr/item/${register.id}`}
          label={intl.formatMessage({ id: 'reg.doc.qr' })}
          size="30mm"
        />
      }
      table={{
        label: intl.formatMessage({ id: 'reg.products' }),
        columns: [
          { header: intl.formatMessage({ id: 'reg.doc.no' }), align: 'end' },
          { header: header('name') },
          { header: header('sku') },
          { header: header('code') },
          { header: header('series') },
          { header: header('imei') },
          { header: header('quantity'), align: 'end' },
          { header: intl.formatMessage({ id: 'reg.add.price' }), align: 'end' },
          { header: intl.formatMessage({ id: 'reg.doc.lineSum' }), align: 'end' },
        ],
        rows: register.products.map((line, index) => [
          index + 1,
          // A product not yet approved is marked as such on paper too.
          line.product.status === 'draft'
            ? `${line.product.name} · ${approvalLabel('draft', locale)}`
            : line.product.name,
          line.product.sku,
          line.product.code,
          lineSeries(line) ?? '—',
          line.product.imei ?? '—',
          number.format(line.quantity),
          formatSum(intl, line.product.amount),
          formatSum(intl, line.quantity * line.product.amount),
        ]),
      }}
      totals={[
        { label: intl.formatMessage({ id: 'reg.total.lines' }), value: number.format(totals.lines) },
        { label: intl.formatMessage({ id: 'reg.total.quantity' }), value: number.format(totals.quantity) },
        {
          label: intl.formatMessage({ id: 'reg.total.sum' }),
          value: intl.formatMessage({ id: 'reg.sum' }, { sum: formatSum(intl, totals.sum) }),
        },
        {
          label: intl.formatMessage({ id: 'reg.total.volume' }),
          value: intl.formatMessage({ id: 'reg.volume' }, { volume: formatVolume(intl, totals.volume) }),
        },
      ]}
      note={
        print &&
        intl.formatMessage(
          { id: print.reason ? 'reg.doc.copyReason' : 'reg.doc.copy' },
          {
            n: register.prints.length,
            when: formatWhen(print.printed_at, locale),
            who: who(print.printed_by?.name),
            reason: print.reason ?? '',
          },
        )
      }
      signatures={[
        intl.formatMessage({ id: 'reg.doc.handed' }),
        intl.formatMessage({ id: 'reg.doc.received' }),
      ]}
      footer={`${register.number} · ${register.branch.name} · ${day}`}
    />
  );
}
