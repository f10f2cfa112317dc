/** What other features use of the support area: the feedback form's questions, to label the stored answers. */
export { useFeedbackQuestion } from './hooks/useFeedbackQuestion';
