/** What other features use of the pre-order area: reading a pre-order and showing its status. */
export { usePreorder } from './usePreorders';
export { usePreorderStatusLabel } from './usePreorderStatusLabel';
export { PreorderStatusTag } from './components/PreorderStatusTag';
export { PreorderTimeline } from './components/PreorderTimeline';
