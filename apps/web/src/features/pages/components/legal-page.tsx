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
        <h2 id="privacy">Privacy: the email list</h2>
        <p>
          When you subscribe we keep your email address, your name if you give it, the lists you
          chose and your Church calendar, to send you those emails. With your consent we keep when
          you agreed, on which form, the sentence you agreed to and the internet address you agreed
          from: the record the law asks us to be able to show. We keep which issues were sent to
          you, so that no one receives one twice. We never record whether an email is opened or a
          link followed: there are no tracking pixels and no rewritten links.
        </p>
        <p>
          Every email has a link to leave at once and to your preferences, where you can download
          your data or delete it. Deleting removes your address and its history; we keep only an
          anonymous count.
        </p>
      </div>
    </>
  );
}
