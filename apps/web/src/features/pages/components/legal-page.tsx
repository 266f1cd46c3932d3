import { PageHeader } from '@/components/ui/page-header';

/** `/legal`: the terms a visitor agrees to. */
export function LegalPage() {
  return (
    <>
      <PageHeader title="Legal Notice" />
      <div className="prose-ministry mx-auto max-w-3xl">
        <h2>Who runs this site</h2>
        <p>
          Orthodox Resources is run by a single individual, not by a company, a parish or any
          jurisdiction of the Orthodox Church.
        </p>
        <h2>Products provided as is</h2>
        <p>
          All products, downloads and other resources are provided “as is”, without warranty of any
          kind, express or implied, including any warranty of fitness for a particular purpose.
        </p>
        <h2>No liability</h2>
        <p>
          To the fullest extent the law allows, the owner of this site accepts no liability for any
          loss or damage arising from the use of this site or of anything obtained through it.
        </p>
        <h2>Personal views</h2>
        <p>
          The views expressed on this site are personal. They are not the official teaching of the
          Orthodox Church or of any bishop, priest or parish. For guidance in the spiritual life,
          please speak with your own priest or spiritual father.
        </p>
        <h2>Payments and donations</h2>
        <p>
          Card payments and donations are handled by our payment provider; card details never reach
          this site.
        </p>
      </div>
    </>
  );
}
