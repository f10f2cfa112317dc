import { Chart, Legend, LineController, LineElement, LinearScale, PointElement, Tooltip } from 'chart.js';
import annotationPlugin from 'chartjs-plugin-annotation';

/** The Chart.js parts the outcome trends use (registering twice is harmless). */
Chart.register(LineController, LineElement, LinearScale, PointElement, Legend, Tooltip, annotationPlugin);
