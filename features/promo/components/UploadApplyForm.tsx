'use client';

import { useTranslations } from 'next-intl';
import { startTransition, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { applyAction } from '@/features/promo/actions/activity';
import { FilePicker } from '@/components/forms/FilePicker';
import { IdempotencyKeyField } from '@/components/forms/IdempotencyKeyField';
import { NoticeDialog } from '@/components/forms/NoticeDialog';
import { UnconfirmedLink } from '@/components/forms/UnconfirmedLink';
import forms from '@/components/forms/forms.module.css';
import { useFormAction } from '@/lib/forms/useFormAction';
import { ACTIVITY_IMAGES_MAX, activityImageProblem, commentTooLong } from '@/lib/uploads/activityRules';
import { uploadActivityImage } from '@/features/promo/logic/uploadActivityImage';
import { IMAGE_ACCEPT } from '@/lib/uploads/imageRules';
import { useNewAnswer } from '@/lib/forms/useNewAnswer';
import styles from './Promo.module.css';

interface PickedImage {
  key: number;
  name: string;
  preview: string;
  progress: number;
  imageId: string | null;
  failure: string | null;
  abort: () => void;
}

const REFUSED_BY_BYTES: Record<string, 'imageType' | 'imageTooLarge'> = {
  IMAGE_TYPE: 'imageType', IMAGE_TOO_LARGE: 'imageTooLarge', BODY_TOO_LARGE: 'imageTooLarge',
};

/**
 * SPEC §5 activity upload (applyType UPLOAD): a comment of at most 140 characters and up to 3
 * PNG/JPG images. Each picked file is checked before upload (type, 5 MB; refusals name the file), previewed
 * and uploaded at once with a progress bar; the application then sends the image ids. Before hydration the
 * same form posts comment and files as multipart to the server action.
 */
export function UploadApplyForm({ activityId, idempotencyKey }: { activityId: string; idempotencyKey: string }) {
  const t = useTranslations('activity');
  const tErrors = useTranslations('errors');
  const [state, formAction, pending] = useFormAction(applyAction);
  const [comment, setComment] = useState(state.values.comment ?? '');
  const [images, setImages] = useState<PickedImage[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const [formProblem, setFormProblem] = useState<string | null>(null);
  const nextKey = useRef(0);
  const previews = useRef(new Set<string>());
  const commentRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    const urls = previews.current;
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  useNewAnswer(state, (answer) => setComment(answer.values.comment ?? ''));

  const update = (key: number, patch: Partial<PickedImage>) =>
    setImages((current) => current.map((image) => (image.key === key ? { ...image, ...patch } : image)));

  const start = (file: File) => {
    const key = nextKey.current++;
    const preview = URL.createObjectURL(file);
    previews.current.add(preview);
    const upload = uploadActivityImage(file, (progress) => update(key, { progress }));
    setImages((current) => [...current, { key, name: file.name, preview, progress: 0, imageId: null, failure: null, abort: upload.abort }]);
    void upload.done.then((result) => {
      if ('imageId' in result) return update(key, { imageId: result.imageId, progress: 100 });
      if (result.code === 'ABORTED') return undefined;
      const known = REFUSED_BY_BYTES[result.code];
      const reason = known ? t(known, { name: file.name }) : result.message || tErrors('unreachable');
      return update(key, { failure: known ? reason : t('uploadFailed', { name: file.name, reason }) });
    });
  };

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Picked files live in the list below (already uploading); the picker is emptied so none is sent twice.
    event.target.value = '';
    const refused: string[] = [];
    let free = ACTIVITY_IMAGES_MAX - images.length;
    for (const file of files) {
      const problem = activityImageProblem(file);
      if (problem) refused.push(t(problem, { name: file.name }));
      else if (free <= 0) refused.push(t('imageLimit', { name: file.name }));
      else {
        free -= 1;
        start(file);
      }
    }
    setProblems(refused);
    setFormProblem(null);
  };

  const remove = (image: PickedImage) => {
    image.abort();
    URL.revokeObjectURL(image.preview);
    previews.current.delete(image.preview);
    setImages((current) => current.filter((entry) => entry.key !== image.key));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (commentTooLong(comment)) {
      commentRef.current?.focus();
      return;
    }
    const uploaded = images.filter((image) => image.imageId !== null);
    if (images.some((image) => image.imageId === null && image.failure === null)) return setFormProblem(t('uploading'));
    if (uploaded.length === 0) return setFormProblem(t('imageRequired'));
    setFormProblem(null);
    const data = new FormData(event.currentTarget);
    data.delete('images');
    for (const image of uploaded) data.append('imageId', image.imageId!);
    startTransition(() => formAction(data));
  };

  // What is typed decides; before hydration the server's answer does.
  const commentProblem = commentTooLong(comment) || state.fieldErrors.comment ? t('commentTooLong', { count: comment.length }) : null;
  const serverImagesProblem = state.fieldErrors.images ? t(state.fieldErrors.images as 'imageType', { name: state.extra.file ?? '' }) : null;
  const shownProblems = problems.length > 0 ? problems : serverImagesProblem ? [serverImagesProblem] : [];

  return (
    <form action={formAction} onSubmit={onSubmit} className={forms.form} aria-label={t('applyTitle')} noValidate>
      <input type="hidden" name="activityId" value={activityId} />
      <IdempotencyKeyField initial={idempotencyKey} state={state} />
      <div className={forms.field}>
        <label htmlFor="activity-comment">{t('comment')}</label>
        <textarea
          id="activity-comment"
          ref={commentRef}
          name="comment"
          className={styles.textarea}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          aria-invalid={commentProblem ? true : undefined}
          aria-describedby="activity-comment-note"
        />
        {commentProblem ? (
          <p id="activity-comment-note" className={forms.error} role="alert">
            {commentProblem}
          </p>
        ) : (
          <p id="activity-comment-note" className={forms.hint}>
            {t('commentCount', { count: comment.length })}
          </p>
        )}
      </div>

      <div className={forms.field}>
        <FilePicker
          id="activity-images"
          name="images"
          label={t('images')}
          accept={IMAGE_ACCEPT}
          multiple
          showChosen={false}
          onChange={onPick}
          disabled={images.length >= ACTIVITY_IMAGES_MAX}
          describedBy="activity-images-hint"
        />
        <p id="activity-images-hint" className={forms.hint}>
          {t('imagesHint')}
        </p>
        {shownProblems.length > 0 && (
          <ul className={styles.problems} role="alert" data-testid="image-problems">
            {shownProblems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
        {images.length > 0 && (
          <ul className={styles.images}>
            {images.map((image) => (
              <li key={image.key} className={styles.image} data-testid="picked-image">
                <img src={image.preview} alt={t('preview', { name: image.name })} />
                <progress value={image.progress} max={100} aria-label={t('progress', { name: image.name })} />
                <span data-testid="upload-progress">{image.failure ?? `${image.progress} %`}</span>
                <button type="button" className={styles.remove} onClick={() => remove(image)} aria-label={t('remove', { name: image.name })}>
                  ✕
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>

      {formProblem && (
        <p className={forms.error} role="alert">
          {formProblem}
        </p>
      )}
      <button type="submit" className={forms.submit} disabled={pending}>
        {pending ? t('applying') : t('apply')}
      </button>
      <UnconfirmedLink extra={state.extra} />
      <NoticeDialog message={state.notice} seq={state.seq} />
    </form>
  );
}
