/** What other features use of the pre-order area: reading a pre-order and showing its status. */
export { usePreorder } from './hooks/usePreorders';
export { usePreorderStatusLabel } from './hooks/usePreorderStatusLabel';
export { PreorderStatusTag } from './components/PreorderStatusTag';
export { PreorderTimeline } from './components/PreorderTimeline';
