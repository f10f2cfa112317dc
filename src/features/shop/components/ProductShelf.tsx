import { useId, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import type { Product } from '@rehab/model/shop';
import { ProductCard } from './ProductCard';

interface ProductShelfProps {
  /** the section's heading, e.g. 'Shop sessions' */
  title: string;
  products: readonly Product[];
  /** what each product's card offers (its button) */
  actionFor: (product: Product) => ReactNode;
  noteFor?: (product: Product) => ReactNode;
  /** a notice above the products (e.g. why they cannot be bought yet) */
  notice?: ReactNode;
}

/** A titled section of product cards: two a row on a phone, up to five on a wide screen. */
export function ProductShelf({ title, products, actionFor, noteFor, notice }: ProductShelfProps) {
  const titleId = useId();
  return (
    <Card as="section" aria-labelledby={titleId} className="mb-3">
      <Card.Header>
        <h2 id={titleId} className="h5 mb-0">
          {title}
        </h2>
      </Card.Header>
      <Card.Body>
        {notice && (
          <Alert variant="info" className="py-2">
            {notice}
          </Alert>
        )}
        <Row xs={2} md={3} xl={5} className="g-3">
          {products.map((product) => (
            <Col key={product.priceId}>
              <ProductCard product={product} action={actionFor(product)} note={noteFor?.(product)} />
            </Col>
          ))}
        </Row>
      </Card.Body>
    </Card>
  );
}
