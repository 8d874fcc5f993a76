import { acceptBodySchema, decisionCommentBodySchema } from '@cert/domain';
import { CommentDialog, type CommentCheck, type CommentDialogProps } from '@/components/form';
import { journeyAdminMessages } from './messages';

type JourneyCommentDialogProps = Omit<CommentDialogProps, 'fieldLabel' | 'fieldDescription' | 'check'> & {
  /** Rejecting, postponing and closing need a comment (docs/decisions/014-journeys.md); accepting does not. */
  commentRequired: boolean;
};

/** Confirms an admin decision on a journey and takes its comment, which the organisation gets by e-mail. */
export function JourneyCommentDialog(props: JourneyCommentDialogProps) {
  const check = (comment: string): CommentCheck => {
    const parsed = (props.commentRequired ? decisionCommentBodySchema : acceptBodySchema).safeParse({
      comment,
    });
    return parsed.success
      ? { comment: parsed.data.comment ?? '' }
      : { error: journeyAdminMessages.commentRequired };
  };
  return (
    <CommentDialog
      {...props}
      // A required comment is the decision's reason, as the organisation reads it in its mail and as the
      // organisations' own decisions name it (organizations/admin/decision-dialog.tsx).
      fieldLabel={props.commentRequired ? 'Begründung' : 'Kommentar (optional)'}
      fieldDescription={
        props.commentRequired
          ? 'Die Organisation erhält diese Begründung per E-Mail. Höchstens 2000 Zeichen.'
          : 'Die Organisation erhält diesen Kommentar per E-Mail. Höchstens 2000 Zeichen.'
      }
      check={check}
    />
  );
}
