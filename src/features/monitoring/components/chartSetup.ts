import { BarController, BarElement, CategoryScale, Chart, Legend, LineController, LineElement, LinearScale, PointElement, ScatterController, Tooltip } from 'chart.js';
import annotationPlugin from 'chartjs-plugin-annotation';

/** The Chart.js parts the adherence and range-of-motion charts use (registering twice is harmless). */
Chart.register(BarController, BarElement, CategoryScale, LinearScale, LineController, LineElement, PointElement, ScatterController, Legend, Tooltip, annotationPlugin);
