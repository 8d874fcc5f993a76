import { organizationMessages, rejectBodySchema, reviewBodySchema } from '@cert/domain';
import { CommentDialog, type CommentCheck, type CommentDialogProps } from '@/components/form';

type DecisionDialogProps = Omit<
  CommentDialogProps,
  'fieldLabel' | 'fieldDescription' | 'check' | 'danger'
> & {
  /** Rejections need a reason (docs/decisions/007-organisations.md); approvals take an optional comment. */
  commentRequired: boolean;
};

/** Confirms an approval decision and takes its comment; a rejection takes a reason and a red button. */
export function DecisionDialog(props: DecisionDialogProps) {
  const { commentRequired } = props;
  const check = (comment: string): CommentCheck => {
    const parsed = (commentRequired ? rejectBodySchema : reviewBodySchema).safeParse({ comment });
    return parsed.success
      ? { comment: parsed.data.comment ?? '' }
      : { error: parsed.error.issues[0]?.message ?? organizationMessages.commentRequired };
  };
  return (
    <CommentDialog
      {...props}
      fieldLabel={commentRequired ? 'Begründung' : 'Kommentar (optional)'}
      fieldDescription={
        commentRequired
          ? 'Die Organisation erhält diese Begründung. Höchstens 2000 Zeichen.'
          : 'Die Organisation erhält diesen Kommentar. Höchstens 2000 Zeichen.'
      }
      check={check}
      danger={commentRequired}
    />
  );
}
