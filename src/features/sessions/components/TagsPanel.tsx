import { skipToken } from '@reduxjs/toolkit/query';
import { useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useTranslation } from 'react-i18next';
import { errorMessage, queryErrorMessage } from '../../../lib/store/errors';
import { useAddSessionTagMutation, useRemoveSessionTagMutation, useTopSessionTagsQuery } from '../api/tagsApi';
import { isValidTagName, tagToAdd } from '../logic/tags';
import { Chip } from './Chip';
import { TagInput } from './TagInput';

/**
 * The session's tags (live). Doctors also get an add-tag input and the five
 * most used tags as suggestions; a patient sees the tags only.
 */
export function TagsPanel({ sessionId, tags, readOnly }: { sessionId: string; tags: string[]; readOnly: boolean }) {
  const { t } = useTranslation('sessions');
  const topTags = useTopSessionTagsQuery(readOnly ? skipToken : undefined);
  const [addSessionTag] = useAddSessionTagMutation();
  const [removeSessionTag] = useRemoveSessionTagMutation();
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // Changes run in transactions that check the stored tags, so they may overlap. The button used
  // (a chip's remove, a suggestion) goes away with the change: the keyboard focus goes to the input.
  const run = async (change: () => Promise<unknown>) => {
    setError(null);
    input.current?.focus();
    try {
      await change();
    } catch (e) {
      setError(t('tagError', { message: errorMessage(e) }));
    }
  };
  const add = (input: string) => {
    const tag = tagToAdd(input, tags);
    if (tag === null) return;
    if (!isValidTagName(tag)) setError(t('tagInvalid'));
    else void run(() => addSessionTag({ sessionId, tag }).unwrap());
  };
  const suggestions = (topTags.data ?? []).map((doc) => doc.docId).filter((tag) => !tags.includes(tag));

  return (
    <Card className="mb-3">
      <Card.Header as="h3" className="h6 mb-0">
        {t('tags')}
      </Card.Header>
      <Card.Body className="d-grid gap-2">
        <div className="d-flex flex-wrap gap-2" aria-label={t('sessionTags')} role="list">
          {tags.length === 0 && <span className="text-body-secondary">{t('noTags')}</span>}
          {tags.map((tag) => (
            <span role="listitem" key={tag}>
              <Chip
                label={tag}
                bg="primary"
                removeLabel={t('removeTag', { tag })}
                onRemove={readOnly ? undefined : () => void run(() => removeSessionTag({ sessionId, tag }).unwrap())}
              />
            </span>
          ))}
        </div>
        {!readOnly && (
          <TagInput
            inputRef={input}
            label={t('addTag')}
            placeholder={t('addTagPlaceholder')}
            suggestionsFor={(text) => suggestions.filter((tag) => tag.toLowerCase().includes(text.trim().toLowerCase()))}
            onAdd={add}
          />
        )}
        {!readOnly && suggestions.length > 0 && (
          <div className="d-flex flex-wrap align-items-center gap-2">
            <small className="text-body-secondary">{t('suggestedTags')}</small>
            {suggestions.map((tag) => (
              <Button key={tag} size="sm" variant="outline-secondary" className="rounded-pill py-0" onClick={() => add(tag)}>
                + {tag}
              </Button>
            ))}
          </div>
        )}
        {topTags.error && (
          <Alert variant="warning" className="mb-0">
            {t('tagSuggestionsError', { message: queryErrorMessage(topTags.error) })}
          </Alert>
        )}
        {error && (
          <Alert variant="danger" className="mb-0" dismissible closeLabel={t('common:close')} onClose={() => setError(null)}>
            {error}
          </Alert>
        )}
      </Card.Body>
    </Card>
  );
}
