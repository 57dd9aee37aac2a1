# A small Sinatra app for the StackLens corpus: ERB views with a layout, a session in Rack::Session::Cookie,
# a static stylesheet from public/.
require 'sinatra/base'
require 'securerandom'

class BookClub < Sinatra::Base
  BOOKS = [
    { title: 'The Left Hand of Darkness', author: 'Ursula K. Le Guin', month: 'March' },
    { title: 'Middlemarch', author: 'George Eliot', month: 'April' },
    { title: 'Things Fall Apart', author: 'Chinua Achebe', month: 'May' }
  ].freeze

  helpers do
    def h(text)
      Rack::Utils.escape_html(text)
    end

    def csrf_token
      session[:csrf] ||= SecureRandom.hex(16)
    end
  end

  get '/' do
    session[:visits] = (session[:visits] || 0) + 1
    @notice = session.delete(:notice)
    erb :index
  end

  post '/vote' do
    if params[:csrf] == session[:csrf] && BOOKS.any? { |b| b[:title] == params[:book] }
      session[:vote] = params[:book]
      session[:notice] = "Thanks, your vote for #{params[:book]} is in."
    end
    redirect to('/')
  end

  get '/about' do
    erb :about
  end
end
