/**
 * Renders the write dialog a screen asked for (useWriteDialogs().openDialog).
 * Each dialog is its own chunk: the host is mounted on every screen, the
 * dialogs load only when opened. Closing (the dialog's frame, through
 * useWriteDialogs) unmounts the dialog, so the next one starts from an empty
 * form.
 */
import { lazy, Suspense } from 'react';
import { type WriteDialogRequest, useWriteDialogs } from './write-dialogs';

const ClaimNoticeDialog = lazy(() => import('./ClaimNoticeDialog'));
const ContributionDialog = lazy(() => import('./ContributionDialog'));
const PaymentDataDialog = lazy(() => import('./PaymentDataDialog'));
const LifeSignatureHashDialog = lazy(() => import('./LifeSignatureHashDialog'));
const PensionSignatureDialog = lazy(() => import('./PensionSignatureDialog'));
const ProposalSignatureDateDialog = lazy(() => import('./ProposalSignatureDateDialog'));

function DialogFor({ request }: { request: WriteDialogRequest }) {
  switch (request.kind) {
    case 'claimNotice':
      return <ClaimNoticeDialog request={request} />;
    case 'contribution':
      return <ContributionDialog request={request} />;
    case 'paymentData':
      return <PaymentDataDialog request={request} />;
    case 'lifeSignatureHash':
      return <LifeSignatureHashDialog request={request} />;
    case 'pensionSignature':
      return <PensionSignatureDialog request={request} />;
    case 'proposalSignatureDate':
      return <ProposalSignatureDateDialog request={request} />;
  }
}

export default function WriteDialogHost() {
  const open = useWriteDialogs((s) => s.open);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      {/* A new request (even of the same kind) starts a fresh dialog. */}
      <DialogFor key={JSON.stringify(open)} request={open} />
    </Suspense>
  );
}
