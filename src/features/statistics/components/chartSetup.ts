import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';

/** The Chart.js parts the statistics charts use (registering twice is harmless). */
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);
