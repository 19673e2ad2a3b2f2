import { useId, useRef, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useRecordQuery } from '../../queries/useRecordQuery.ts';
import { useSnapshot } from 'valtio';
import { useParams } from 'wouter';
import {
  ApiError,
  addApplicationComment,
  deleteApplicationFile,
  downloadApplicationFile,
  freezeApplication,
  getApplication,
  stepBackApplication,
  unfreezeApplication,
  uploadApplicationFiles,
  type ApplicationDetail,
  type ApplicationFile,
} from '@karvon/sdk';
import {
  Button,
  Card,
  ConfirmDialog,
  Dialog,
  FileList,
  Heading,
  Stack,
  StatusBadge,
  StepBackConfirm,
  Text,
  TextField,
  Timeline,
  useUiLocale,
} from '@karvon/ui';
import { clients } from '../../api.ts';
import { PicturePreviewDialog } from '../../files/PicturePreviewDialog.tsx';
import type { FileRef } from '../../files/fileKinds.ts';
import { useFileActions } from '../../files/useFileActions.ts';
import { showSuccess } from '../../notify/notify.ts';
import { LoadFailed } from '../../pages/LoadFailed.tsx';
import { PageSkeleton } from '../../pages/PageSkeleton.tsx';
import { useFocusLanding } from '../../layout/useFocusLanding.ts';
import { RecordNotFound } from '../../pages/RecordNotFound.tsx';
import { canOpenRoute } from '../../routing/guard.ts';
import { parseRecordId } from '../../routing/recordId.ts';
import { session } from '../../session/store.ts';
import { resourceKeys } from '../../queries/keys.ts';
import { ProductsCard } from '../../products/ProductsCard.tsx';
import { formatMinutes, formatSum, formatWhen } from '../../format/format.ts';
import * as page from '../../layout/page.css.ts';
import * as styles from './applications.css.ts';

const applicationKey = (id: number) => [...resourceKeys.application, id] as const;

/** One application (SPEC §1): details, products, delivery process, files, comments, step back, freeze. */
export default function ApplicationPage() {
  const intl = useIntl();
  const id = parseRecordId(useParams<{ id: string }>().id);
  const application = useRecordQuery({
    queryKey: applicationKey(id ?? 0),
    queryFn: ({ signal }) => getApplication(clients, id!, { signal }),
    enabled: id !== null,
  });
  if (id === null || (application.error instanceof ApiError && application.error.status === 404))
    return <RecordNotFound listHref="/del_application" listName="page.del_application" />;
  if (application.isError) return <LoadFailed onRetry={() => void application.refetch()} />;
  if (!application.data) return <PageSkeleton about={intl.formatMessage({ id: 'app.about' })} />;
  return <ApplicationView application={application.data} />;
}

function useApplicationUpdate(id: number) {
  const queryClient = useQueryClient();
  return (fresh?: Partial<ApplicationDetail>) => {
    if (fresh)
      queryClient.setQueryData<ApplicationDetail>(applicationKey(id), (old) => old && { ...old, ...fresh });
    void queryClient.invalidateQueries({ queryKey: applicationKey(id) });
    void queryClient.invalidateQueries({ queryKey: resourceKeys.applications });
    // Freezing or unfreezing here changes the frozen list too.
    void queryClient.invalidateQueries({ queryKey: resourceKeys.frozen });
  };
}

function ApplicationView({ application }: { application: ApplicationDetail }) {
  const intl = useIntl();
  const locale = useUiLocale();
  const updated = useApplicationUpdate(application.id);
  const stepName = (step: string) => intl.formatMessage({ id: `step.${step}` as 'step.packing' });
  const current = application.process.at(-1);
  // Only what the server's workflow would do now: step back where it names a step, freeze where the application
  // can still move (no next step means closed or delivered, where freezing is refused too).
  const stepBackTo = application.step_back_to;
  const canFreeze = application.next_steps.length > 0;

  // A refusal (the SDK shows the server's sentence) may mean the page is out of date: frozen or moved in another tab.
  const stepBack = useMutation({
    mutationFn: () => stepBackApplication(clients, application.id),
    onSuccess: (fresh) => {
      updated(fresh);
      showSuccess(intl.formatMessage({ id: 'app.stepBackDone' }));
    },
    onError: () => updated(),
  });
  const unfreeze = useMutation({
    mutationFn: () => unfreezeApplication(clients, application.id),
    onSuccess: (fresh) => {
      updated(fresh);
      showSuccess(intl.formatMessage({ id: 'app.unfrozenDone' }));
    },
    onError: () => updated(),
  });
  // Freeze and Unfreeze take each other's place, and a step back may take its own button away.
  const toggle = useFocusLanding<HTMLSpanElement>(application.is_frozen);
  const actions = useFocusLanding<HTMLDivElement>(application.process.length);

  const facts: [string, string][] = [
    ['field.counteragent', application.counteragent],
    ['field.payment_type', intl.formatMessage({ id: `payment.${application.payment_type}` })],
    ['field.total_amount', formatSum(intl, application.total_amount)],
    ['field.load_number', application.load_number ?? '—'],
    ['field.invoice_number', application.invoice_number ?? '—'],
    ['field.driver', application.driver?.name ?? '—'],
    ['field.car_number', application.car_number ?? '—'],
    ['field.register_branch', application.register_branch.name],
    ['field.sale_branch', application.sale_branch?.name ?? '—'],
    ['field.write_off_branch', application.write_off_branch?.name ?? '—'],
    ['field.agent', application.agent?.name ?? '—'],
    ['field.delivery_deadline', formatWhen(application.delivery_deadline, locale)],
    ['field.time_spent', formatMinutes(intl, application.time_spent_minutes)],
    ['field.pinfl', application.pinfl ?? '—'],
    ['field.inn', application.inn ?? '—'],
    [
      'field.card',
      application.card_number ? `${application.card_number} ${application.card_expiry ?? ''}` : '—',
    ],
    ['field.contract_number', application.contract_number ?? '—'],
    ['field.registered_address', application.registered_address ?? '—'],
    ['field.landmark', application.landmark ?? '—'],
    ['field.comment', application.comment ?? '—'],
  ];

  return (
    <Stack gap="4">
      <div className={page.summary}>
        <Stack gap="2">
          <Heading level={1}>
            {intl.formatMessage({ id: 'app.title' }, { order: application.order_id })}
          </Heading>
          <div className={page.actions}>
            <StatusBadge status={application.status} />
            <Text weight="medium">{stepName(application.step)}</Text>
            {application.is_frozen && <Text tone="muted">{intl.formatMessage({ id: 'app.frozen' })}</Text>}
          </div>
        </Stack>
        <div className={page.actions} {...actions}>
          {stepBackTo && current && (
            <StepBackConfirm
              trigger={<Button tone="secondary">{intl.formatMessage({ id: 'app.stepBack' })}</Button>}
              title={intl.formatMessage({ id: 'app.stepBackTitle' })}
              targetStepLabel={intl.formatMessage({ id: 'app.stepBackTarget' })}
              targetStep={stepName(stepBackTo)}
              actorLabel={intl.formatMessage({ id: 'app.stepBackActor' })}
              actor={current.user?.name ?? intl.formatMessage({ id: 'app.nobody' })}
              timeLabel={intl.formatMessage({ id: 'app.stepBackTime' })}
              time={formatWhen(current.started_at, locale)}
              dateTime={current.started_at}
              confirmLabel={intl.formatMessage({ id: 'app.stepBackConfirm' })}
              cancelLabel={intl.formatMessage({ id: 'app.cancel' })}
              isPending={stepBack.isPending}
              onConfirm={() => stepBack.mutate()}
            />
          )}
          <span className={page.contents} {...toggle}>
            {application.is_frozen ? (
              <ConfirmDialog
                trigger={<Button tone="secondary">{intl.formatMessage({ id: 'app.unfreeze' })}</Button>}
                title={intl.formatMessage({ id: 'app.unfreezeTitle' })}
                confirmLabel={intl.formatMessage({ id: 'app.unfreeze' })}
                cancelLabel={intl.formatMessage({ id: 'app.cancel' })}
                isPending={unfreeze.isPending}
                onConfirm={() => unfreeze.mutate()}
              />
            ) : (
              canFreeze && <FreezeButton id={application.id} onFrozen={updated} />
            )}
          </span>
        </div>
      </div>
      <Text tone="muted">{intl.formatMessage({ id: 'app.about' })}</Text>

      <Card title={intl.formatMessage({ id: 'app.details' })}>
        <dl className={page.facts}>
          {facts.map(([label, value]) => (
            <div key={label} className={page.fact}>
              <dt>{intl.formatMessage({ id: label as 'field.inn' })}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </Card>

      <ProductsCard products={application.products} />

      <Card title={intl.formatMessage({ id: 'app.process' })}>
        <Timeline
          label={intl.formatMessage({ id: 'app.process' })}
          events={application.process.map((entry, index) => ({
            kind: 'step' as const,
            id: String(entry.id),
            actor: entry.user?.name ?? intl.formatMessage({ id: 'app.nobody' }),
            at: entry.started_at,
            ...(index > 0 && { from: stepName(application.process[index - 1]!.step) }),
            to: stepName(entry.step),
            ...(entry.comment && { comment: entry.comment }),
          }))}
        />
      </Card>

      <FilesCard application={application} onChanged={updated} />
      <CommentsCard application={application} onAdded={updated} />
    </Stack>
  );
}

function FreezeButton({
  id,
  onFrozen,
}: {
  id: number;
  onFrozen: (fresh?: Partial<ApplicationDetail>) => void;
}) {
  const intl = useIntl();
  const [reason, setReason] = useState('');
  const freeze = useMutation({
    mutationFn: () => freezeApplication(clients, id, { reason: reason.trim() }),
    onSuccess: (fresh) => {
      onFrozen(fresh);
      showSuccess(intl.formatMessage({ id: 'app.frozenDone' }));
    },
    onError: () => onFrozen(),
  });
  return (
    <Dialog
      title={intl.formatMessage({ id: 'app.freezeTitle' })}
      trigger={<Button tone="secondary">{intl.formatMessage({ id: 'app.freeze' })}</Button>}
      footer={(close) => (
        <>
          <Button tone="secondary" onPress={close}>
            {intl.formatMessage({ id: 'app.cancel' })}
          </Button>
          <Button
            tone="primary"
            isDisabled={reason.trim() === ''}
            isPending={freeze.isPending}
            onPress={() => freeze.mutate(undefined, { onSuccess: close })}
          >
            {intl.formatMessage({ id: 'app.freeze' })}
          </Button>
        </>
      )}
    >
      <TextField
        label={intl.formatMessage({ id: 'app.freezeReason' })}
        isRequired
        autoFocus
        value={reason}
        onValueChange={setReason}
        maxLength={500}
      />
    </Dialog>
  );
}

/** What the server takes (waybills, contracts, photos of goods, documents); the chooser offers these. */
const acceptedFiles = [
  '.pdf',
  '.jpg',
  '.jpeg',
  '.png',
  '.webp',
  '.heic',
  '.doc',
  '.docx',
  '.xls',
  '.xlsx',
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
].join(',');

function FilesCard({
  application,
  onChanged,
}: {
  application: ApplicationDetail;
  onChanged: (fresh?: Partial<ApplicationDetail>) => void;
}) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const uploadHintId = useId();
  const files = useFileActions((file: FileRef) =>
    downloadApplicationFile(clients, application.id, Number(file.id)),
  );
  const upload = useMutation({
    mutationFn: (files: File[]) => uploadApplicationFiles(clients, application.id, files),
    onSuccess: () => {
      onChanged();
      showSuccess(intl.formatMessage({ id: 'app.uploaded' }));
    },
  });
  // Permission keys are route names (SPEC §5): the guard's rule answers for an action as for a screen.
  const { user, roleEntries } = useSnapshot(session);
  const mayRemove = canOpenRoute('application.file.delete', user, roleEntries);
  // The file asked about stays named while the dialog closes.
  const [asked, setAsked] = useState<ApplicationFile | null>(null);
  const [isAsking, setAsking] = useState(false);
  const remove = useMutation({
    mutationFn: (file: ApplicationFile) => deleteApplicationFile(clients, application.id, file.id),
    onSuccess: (_, file) => {
      // The list at once; the refetch brings the comment that records the removal.
      onChanged({ files: application.files.filter(({ id }) => id !== file.id) });
      showSuccess(intl.formatMessage({ id: 'app.fileRemoved' }, { name: file.name }));
    },
    // The SDK has shown the server's sentence; the files may have changed meanwhile (removed by someone else).
    onError: () => onChanged(),
  });
  const removingIds = remove.isPending ? [String(remove.variables.id)] : [];
  return (
    <Card title={intl.formatMessage({ id: 'app.files' })}>
      <Stack gap="3">
        <FileList
          label={intl.formatMessage({ id: 'app.files' })}
          emptyLabel={intl.formatMessage({ id: 'list.noData' })}
          files={application.files.map((file) => ({
            id: String(file.id),
            name: file.name,
            size: file.size,
            type: file.mime_type,
          }))}
          onDownload={(file) => void files.download(file)}
          onPreview={(file) => void files.openPreview(file)}
          busyIds={[...files.busyIds, ...removingIds]}
          {...(mayRemove && {
            onRemove: (id: string) => {
              const file = application.files.find((one) => String(one.id) === id);
              if (!file) return;
              setAsked(file);
              setAsking(true);
            },
          })}
        />
        <ConfirmDialog
          isOpen={isAsking}
          onOpenChange={setAsking}
          tone="critical"
          title={intl.formatMessage({ id: 'app.fileRemoveTitle' }, { name: asked?.name ?? '' })}
          confirmLabel={intl.formatMessage({ id: 'app.fileRemove' })}
          cancelLabel={intl.formatMessage({ id: 'app.cancel' })}
          onConfirm={() => asked && remove.mutate(asked)}
        >
          {intl.formatMessage({ id: 'app.fileRemoveText' })}
        </ConfirmDialog>
        <PicturePreviewDialog
          preview={files.preview}
          onClose={files.closePreview}
          onDownload={files.savePreview}
        />
        <div className={styles.uploadBar}>
          <input
            ref={input}
            type="file"
            multiple
            hidden
            accept={acceptedFiles}
            aria-label={intl.formatMessage({ id: 'app.upload' })}
            onChange={(event) => {
              const files = [...(event.currentTarget.files ?? [])];
              event.currentTarget.value = '';
              if (files.length > 0) upload.mutate(files);
            }}
          />
          <Button
            tone="secondary"
            isPending={upload.isPending}
            aria-describedby={uploadHintId}
            onPress={() => input.current?.click()}
          >
            {intl.formatMessage({ id: 'app.upload' })}
          </Button>
          <Text id={uploadHintId} size="sm" tone="muted">
            {intl.formatMessage({ id: 'app.uploadHint' })}
          </Text>
        </div>
      </Stack>
    </Card>
  );
}

function CommentsCard({ application, onAdded }: { application: ApplicationDetail; onAdded: () => void }) {
  const intl = useIntl();
  const locale = useUiLocale();
  const [text, setText] = useState('');
  // Sent, the comment empties the field and so disables the button that had the focus: it goes back to the field.
  const form = useFocusLanding<HTMLFormElement>(application.comments.length);
  const add = useMutation({
    mutationFn: () => addApplicationComment(clients, application.id, { text: text.trim() }),
    onSuccess: () => {
      setText('');
      onAdded();
      showSuccess(intl.formatMessage({ id: 'app.commentAdded' }));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== '' && !add.isPending) add.mutate();
  };
  return (
    <Card title={intl.formatMessage({ id: 'app.comments' })}>
      <Stack gap="4">
        {application.comments.length === 0 ? (
          <Text tone="muted">{intl.formatMessage({ id: 'app.noComments' })}</Text>
        ) : (
          <ul className={styles.comments}>
            {application.comments.map((comment) => (
              <li key={comment.id}>
                <Text size="sm" tone="muted">
                  {comment.author.name} · {formatWhen(comment.created_at, locale)}
                </Text>
                <Text>{comment.text}</Text>
              </li>
            ))}
          </ul>
        )}
        <form onSubmit={submit} className={page.toolbar} {...form}>
          <div className={page.grow}>
            <TextField
              label={intl.formatMessage({ id: 'app.commentLabel' })}
              value={text}
              onValueChange={setText}
              maxLength={2000}
            />
          </div>
          <Button type="submit" tone="primary" isDisabled={text.trim() === ''} isPending={add.isPending}>
            {intl.formatMessage({ id: 'app.commentSend' })}
          </Button>
        </form>
      </Stack>
    </Card>
  );
}
