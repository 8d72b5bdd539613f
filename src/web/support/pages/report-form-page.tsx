import { useState } from 'react';
import { useParams, useSearchParams } from '../../app/routing.tsx';
import {
  CONTENT_REPORT_TARGETS,
  type ContentReportTarget,
  type ReportAdded,
} from '../../../shared/schemas/support.ts';
import { NotFoundPage } from '../../app/not-found-page.tsx';
import { Missing } from '../../app/missing.tsx';
import { useT } from '../../i18n/i18n.ts';
import { ContentReportForm } from '../components/content-report-form.tsx';
import { ProductReportForm } from '../components/product-report-form.tsx';
import { ReportSent } from '../components/report-sent.tsx';
import '../support.css';

const isContent = (kind: string): kind is ContentReportTarget =>
  (CONTENT_REPORT_TARGETS as readonly string[]).includes(kind);

/**
 * `/report/{kind}`: the report form for a product (`/report/product?code=&productName=`, a non-genuine
 * scan prefills it) or for one post, comment, review, store or member (`?targetId=`); then its number.
 */
export default function ReportFormPage() {
  const t = useT();
  const { id: kind = '' } = useParams();
  const [params] = useSearchParams();
  const [sent, setSent] = useState<ReportAdded | null>(null);
  const targetId = params.get('targetId') ?? '';

  if (sent) return <ReportSent id={sent.id} reportNumber={sent.reportNumber} />;
  if (kind === 'product') {
    return (
      <ProductReportForm
        prefill={{ code: params.get('code') ?? '', productName: params.get('productName') ?? '' }}
        onSent={setSent}
      />
    );
  }
  if (!isContent(kind)) return <NotFoundPage />;
  if (!/^[0-9]{1,19}$/.test(targetId)) {
    return (
      <Missing
        title={t('reports.noTarget')}
        to="/report"
        action={t('reports.mine')}
        testId="report-no-target"
      />
    );
  }
  return <ContentReportForm kind={kind} targetId={targetId} onSent={setSent} />;
}
